import { performance } from 'node:perf_hooks';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { printAligned } from '../support/results.js';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * Hammers one URL with `connections` keep-alive connections for `seconds`, from a worker thread:
 * embedded PGlite runs queries on the main thread, and a client sharing that thread would be
 * stalled by them and measure its own waiting.
 */
export async function measure(
  name: string,
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    workers: 1,
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The ceiling: a bare Node server answering "hello" on a free port. */
export async function startHelloServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('hello');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server };
}

export function printTable(results: LoadResult[], ceiling: LoadResult): void {
  const rows = [
    ['endpoint', 'req/s', 'p99 ms', 'non-2xx', 'errors', 'of ceiling'],
    ...[...results, ceiling].map((row) => [
      row.name,
      row.requestsPerSecond.toFixed(0),
      row.p99Ms.toFixed(0),
      String(row.non2xx),
      String(row.errors),
      `${((100 * row.requestsPerSecond) / Math.max(ceiling.requestsPerSecond, 1)).toFixed(1)}%`,
    ]),
  ];
  printAligned(rows);
}

/**
 * Waits until this process's event loop has been free for a while: after a bulk load the embedded
 * database can keep the main thread busy for seconds, which would otherwise land in the first run.
 * Answers the seconds waited.
 */
export async function waitForQuietEventLoop(maxSeconds = 120): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 250));
    const late = performance.now() - before - 250;
    if (late < 20 || performance.now() - started > maxSeconds * 1000) break;
  }
  return (performance.now() - started) / 1000;
}
