/** One server-sent event: its type ('message' when the frame names none), data and last id. */
export interface SseEvent {
  event: string;
  data: string;
  id: string;
}

/**
 * The text/event-stream format (WHATWG HTML §9.2) as a push parser: feed it text in chunks split
 * anywhere; it calls `onEvent` for each complete frame. Lines end in LF, CRLF or CR; `:` lines are
 * comments (pings); several `data:` lines join with a newline; a frame without data is dropped.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private eventType = '';
  private lastId = '';
  private started = false;

  constructor(private readonly onEvent: (event: SseEvent) => void) {}

  push(text: string): void {
    this.buffer += text;
    if (!this.started && this.buffer.length > 0) {
      this.started = true;
      if (this.buffer.startsWith('\uFEFF')) this.buffer = this.buffer.slice(1);
    }
    let start = 0;
    for (let index = 0; index < this.buffer.length; index += 1) {
      const char = this.buffer[index];
      if (char !== '\n' && char !== '\r') continue;
      // A CR at the very end may be the first half of a CRLF split across chunks.
      if (char === '\r' && index === this.buffer.length - 1) break;
      this.line(this.buffer.slice(start, index));
      if (char === '\r' && this.buffer[index + 1] === '\n') index += 1;
      start = index + 1;
    }
    this.buffer = this.buffer.slice(start);
  }

  /** The stream closed: a trailing CR ends its line; an unfinished frame is dropped (spec). */
  end(): void {
    if (this.buffer.endsWith('\r')) this.line(this.buffer.slice(0, -1));
    this.buffer = '';
    this.data = [];
    this.eventType = '';
  }

  private line(line: string): void {
    if (line === '') {
      this.dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.eventType = value;
    else if (field === 'id' && !value.includes('\0')) this.lastId = value;
  }

  private dispatch(): void {
    const { data, eventType } = this;
    this.data = [];
    this.eventType = '';
    if (data.length === 0) return;
    this.onEvent({ event: eventType || 'message', data: data.join('\n'), id: this.lastId });
  }
}

/**
 * Reads a fetch response's event stream to its end, calling `onEvent` per frame. Aborting
 * `signal` cancels the reader; the promise then resolves.
 */
export async function readSseStream(
  response: Response,
  onEvent: (event: SseEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser(onEvent);
  const cancel = () => void reader.cancel().catch(() => undefined);
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || signal?.aborted) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    if (!signal?.aborted) {
      parser.push(decoder.decode());
      parser.end();
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    try {
      reader.releaseLock();
    } catch {
      // A read still pending after cancel: the lock goes with the stream.
    }
  }
}
