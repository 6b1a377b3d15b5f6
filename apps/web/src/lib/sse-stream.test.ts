import { describe, expect, it, vi } from 'vitest';
import { readSseStream, SseParser, type SseEvent } from './sse-stream';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = new SseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

function streamOf(chunks: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
  );
}

describe('SseParser', () => {
  it('reads named events with their data and id', () => {
    expect(parse(['event: message\ndata: {"id":1}\nid: 7\n\nevent: typing\ndata: {}\n\n'])).toEqual(
      [
        { event: 'message', data: '{"id":1}', id: '7' },
        { event: 'typing', data: '{}', id: '7' },
      ],
    );
  });

  it('joins chunks split anywhere, even inside a CRLF', () => {
    const text = 'event: conversation\r\ndata: {"a":1}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual([
        { event: 'conversation', data: '{"a":1}', id: '' },
      ]);
    }
    expect(parse(text.split(''))).toHaveLength(1);
  });

  it('accepts CR line ends, joins multi-line data, skips comments and empty frames', () => {
    expect(
      parse([': ping\n\n', 'data: first\rdata:second\r\r', 'event: x\n\n', 'data\n\n']),
    ).toEqual([
      { event: 'message', data: 'first\nsecond', id: '' },
      { event: 'message', data: '', id: '' },
    ]);
  });

  it('drops an unfinished frame at the end and strips a leading BOM', () => {
    expect(parse(['\uFEFFdata: whole\n\n', 'data: cut off'])).toEqual([
      { event: 'message', data: 'whole', id: '' },
    ]);
  });
});

describe('readSseStream', () => {
  it('decodes bytes split inside a character', async () => {
    const bytes = new TextEncoder().encode('data: café\n\n');
    const events: SseEvent[] = [];
    const response = new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, 10));
          controller.enqueue(bytes.slice(10));
          controller.close();
        },
      }),
    );
    await readSseStream(response, (event) => events.push(event));
    expect(events).toEqual([{ event: 'message', data: 'café', id: '' }]);
  });

  it('resolves when the signal aborts an open stream', async () => {
    const onEvent = vi.fn();
    const controller = new AbortController();
    const response = new Response(
      new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('data: one\n\n'));
        },
      }),
    );
    const reading = readSseStream(response, onEvent, controller.signal);
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledTimes(1));
    controller.abort();
    await expect(reading).resolves.toBeUndefined();
  });

  it('reads every frame of a finished stream', async () => {
    const events: SseEvent[] = [];
    await readSseStream(
      streamOf(['event: a\nda', 'ta: 1\n\n:ping\n\nevent: b\ndata: 2\n\n']),
      (e) => events.push(e),
    );
    expect(events.map((event) => [event.event, event.data])).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });
});
