import type { FastifyReply, FastifyRequest } from 'fastify';

const PING_MS = 15_000;

export interface EventStream {
  send(event: string, data: unknown): void;
  /** Runs when the client goes away or the server closes the stream. */
  onClose(cleanup: () => void): void;
  close(): void;
  readonly closed: boolean;
}

/** The open streams of one app, so it can end them before it closes. */
export type StreamRegistry = Set<EventStream>;

export function closeAllStreams(openStreams: StreamRegistry): void {
  for (const stream of [...openStreams]) stream.close();
}

/**
 * Takes the reply over for server-sent events (Fastify leaves a hijacked reply alone: hooks and the
 * envelope do not apply). Call it after every check that may answer an error.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  openStreams: StreamRegistry,
  headers: Record<string, string> = {},
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  raw.write(': connected\n\n');
  const cleanups: (() => void)[] = [];
  let closed = false;
  const ping = setInterval(() => raw.write(': ping\n\n'), PING_MS);
  ping.unref();

  const stream: EventStream = {
    get closed() {
      return closed;
    },
    send(event, data) {
      if (closed) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose(cleanup) {
      if (closed) cleanup();
      else cleanups.push(cleanup);
    },
    close() {
      if (closed) return;
      closed = true;
      clearInterval(ping);
      openStreams.delete(stream);
      for (const cleanup of cleanups.splice(0)) {
        try {
          cleanup();
        } catch {
          // Cleaning up one thing must not keep the others.
        }
      }
      raw.end();
    },
  };
  openStreams.add(stream);
  request.raw.on('close', () => stream.close());
  raw.on('error', () => stream.close());
  return stream;
}

/**
 * Runs async steps one after another, so a stream's events leave in the order their signals came
 * (each step reads the database). A failing step is logged and the stream goes on.
 */
export function serialQueue(onError: (error: unknown) => void) {
  let tail: Promise<void> = Promise.resolve();
  return (step: () => Promise<void>) => {
    tail = tail.then(step).catch(onError);
  };
}
