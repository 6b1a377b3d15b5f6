import {
  createServer,
  request as forward,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) describe one connection, not the message: a proxy must not
 * pass them on. Passing the backend's "Keep-Alive: timeout=72" told clients to keep idle
 * connections to this proxy longer than it does (5 s), so a reused one could meet a reset.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

export interface RoundRobinProxy {
  url: string;
  /** How many requests each backend has been sent, in the order the backends were given. */
  counts(): number[];
  close(): Promise<void>;
}

/**
 * A load balancer as small as it gets: each request goes to the next backend in turn, bodies
 * streamed both ways (server-sent events pass through as they are written), method, headers and
 * status untouched. `port` 0 picks a free one. No stickiness: consecutive requests of one client land on different processes.
 */
export async function startRoundRobinProxy(backends: string[], port = 0): Promise<RoundRobinProxy> {
  const targets = backends.map((backend) => new URL(backend));
  const counts = targets.map(() => 0);
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = targets[index] as URL;
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: endToEnd(incoming.headers),
      },
      (answer: IncomingMessage) => {
        outgoing.writeHead(
          answer.statusCode ?? 502,
          answer.statusMessage,
          endToEnd(answer.headers),
        );
        outgoing.flushHeaders();
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      if (outgoing.headersSent) outgoing.destroy(error);
      else outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(error.message);
    });
    // A client that goes away (a closed event stream) ends the upstream request too.
    outgoing.on('close', () => upstream.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts: () => [...counts],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
