/** One server-sent event as received. */
export interface ReceivedEvent {
  event: string;
  data: unknown;
}

export interface EventStream {
  /** The `data` of every event named `event` so far, in arrival order. */
  data<T>(event: string): T[];
  /** The `body` of every message event so far. */
  texts(): string[];
  close(): void;
}

/**
 * Opens a server-sent-events stream with fetch (an Authorization header, which EventSource cannot
 * send) and collects its events in the background until closed.
 */
export async function openEventStream(
  url: string,
  authorization: string,
  origin?: string,
): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { authorization, accept: 'text/event-stream', ...(origin ? { origin } : {}) },
    signal: abort.signal,
  });
  if (!response.ok || !response.body) {
    throw new Error(`stream ${url} answered ${response.status}: ${await response.text()}`);
  }
  const events: ReceivedEvent[] = [];
  void collect(response.body, events).catch(() => undefined);
  return {
    data: <T>(event: string) =>
      events.filter((item) => item.event === event).map((item) => item.data as T),
    texts: () =>
      events
        .filter((item) => item.event === 'message')
        .map((item) => (item.data as { body: string }).body),
    close: () => abort.abort(),
  };
}

async function collect(body: ReadableStream<Uint8Array>, events: ReceivedEvent[]): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = frame.split('\n').filter((line) => !line.startsWith(':'));
      const name =
        lines
          .find((line) => line.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data) events.push({ event: name, data: JSON.parse(data) as unknown });
      end = buffer.indexOf('\n\n');
    }
  }
}
