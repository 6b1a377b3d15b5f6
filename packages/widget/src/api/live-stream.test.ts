import { describe, expect, it } from 'vitest';
import { createSseParser, LiveStreamError, openLiveStream, toLiveEvent } from './live-stream';

function feed(chunks: string[]) {
  const parser = createSseParser();
  return chunks.flatMap((chunk) => parser.push(chunk));
}

describe('createSseParser', () => {
  it('joins frames split anywhere across chunks', () => {
    expect(
      feed(['event: mess', 'age\ndata: {"id"', ':1}\n', '\nevent: state\n', 'data: {}\n\n']),
    ).toEqual([
      { event: 'message', data: '{"id":1}' },
      { event: 'state', data: '{}' },
    ]);
  });

  it('reads CRLF and CR line ends, even with a CRLF split between chunks', () => {
    expect(
      feed(['event: typing\r', '\ndata: {"a":1}\r\n\r', '\n', 'data: x\r\r', ': ping\n']),
    ).toEqual([
      { event: 'typing', data: '{"a":1}' },
      { event: 'message', data: 'x' },
    ]);
  });

  it('skips comment pings and joins several data lines with newlines', () => {
    expect(feed([': ping\n\n', 'event: message\ndata: one\ndata:two\n', ': ping\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('waits for the blank line before dispatching', () => {
    const parser = createSseParser();
    expect(parser.push('event: state\ndata: {}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'state', data: '{}' }]);
  });
});

describe('toLiveEvent', () => {
  it('types known events and drops unknown or broken ones', () => {
    expect(toLiveEvent({ event: 'message', data: '{"id":3}' })).toEqual({
      event: 'message',
      data: { id: 3 },
    });
    expect(toLiveEvent({ event: 'message', data: '{nope' })).toBeNull();
    expect(toLiveEvent({ event: 'other', data: '{}' })).toBeNull();
  });
});

describe('openLiveStream', () => {
  const encoder = new TextEncoder();

  it('sends the visitor token and yields events until the server closes the stream', async () => {
    let seen: RequestInit | undefined;
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      seen = init;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('event: state\ndata: {"state":"wait'));
          controller.enqueue(encoder.encode('ing"}\n\n: ping\n\n'));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }) as typeof fetch;
    const events = [];
    const signal = new AbortController().signal;
    for await (const event of openLiveStream(fetchImpl, 'https://x/live', 'tok', signal)) {
      events.push(event);
    }
    expect(events).toEqual([{ event: 'state', data: { state: 'waiting' } }]);
    expect((seen?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('rejects with the status of a refused stream and ends when aborted', async () => {
    const refused = (async () => new Response('{}', { status: 401 })) as typeof fetch;
    const signal = new AbortController().signal;
    await expect(openLiveStream(refused, 'u', 't', signal).next()).rejects.toEqual(
      new LiveStreamError(401),
    );

    const open = (async () => new Response(new ReadableStream())) as typeof fetch;
    const controller = new AbortController();
    const pending = openLiveStream(open, 'u', 't', controller.signal).next();
    controller.abort();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
  });
});
