import type { VisitorLiveEvent } from '@concierge/shared';

/** One server-sent event, before its data is read as JSON. */
export interface SseFrame {
  event: string;
  data: string;
}

/** The stream was refused or could not be opened; status 0 means no answer at all. */
export class LiveStreamError extends Error {
  constructor(readonly status: number) {
    super(`live stream failed (${status})`);
    this.name = 'LiveStreamError';
  }
}

/**
 * A text/event-stream parser fed with text as it arrives. Chunks may split a frame, a line or even
 * a CRLF anywhere, so an unfinished line (or a trailing '\r') waits for the next chunk.
 */
export function createSseParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function readLine(line: string, frames: SseFrame[]) {
    if (line === '') {
      if (data.length > 0) frames.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return; // a comment: the server's keep-alive ping
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  return {
    push(text: string): SseFrame[] {
      buffer += text;
      const frames: SseFrame[] = [];
      const endOfLine = /\r\n|\r|\n/g;
      let start = 0;
      for (let match = endOfLine.exec(buffer); match; match = endOfLine.exec(buffer)) {
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        readLine(buffer.slice(start, match.index), frames);
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
      return frames;
    },
  };
}

/** A frame as a typed event; anything this widget does not know is dropped. */
export function toLiveEvent(frame: SseFrame): VisitorLiveEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(frame.data);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const fields = data as Record<string, unknown>;
  if (frame.event === 'message' && typeof fields.id === 'number') {
    return { event: 'message', data } as VisitorLiveEvent;
  }
  if (frame.event === 'state' && typeof fields.state === 'string') {
    return { event: 'state', data } as VisitorLiveEvent;
  }
  if (frame.event === 'typing') return { event: 'typing', data } as VisitorLiveEvent;
  return null;
}

/**
 * GET the visitor's live stream with fetch (EventSource cannot send the Authorization header) and
 * yield its events until the server closes it or `signal` aborts.
 */
export async function* openLiveStream(
  fetchImpl: typeof fetch,
  url: string,
  token: string,
  signal: AbortSignal,
): AsyncGenerator<VisitorLiveEvent> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
      credentials: 'omit',
      cache: 'no-store',
      signal,
    });
  } catch {
    throw new LiveStreamError(0);
  }
  if (!response.ok || !response.body) throw new LiveStreamError(response.status);
  if (signal.aborted) return;
  const reader = response.body.getReader();
  // Cancelling the reader also ends a pending read(), which a fetch abort alone may not.
  const cancel = () => {
    reader.cancel().catch(() => {
      // already closed
    });
  };
  signal.addEventListener('abort', cancel, { once: true });
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || signal.aborted) return;
      for (const frame of parser.push(decoder.decode(value, { stream: true }))) {
        const event = toLiveEvent(frame);
        if (event) yield event;
      }
    }
  } finally {
    signal.removeEventListener('abort', cancel);
    cancel();
  }
}
