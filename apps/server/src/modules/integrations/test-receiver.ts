import { createHmac, timingSafeEqual } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 for API tests: it answers the scripted statuses in turn. */
export interface TestReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** The received bodies, parsed. */
  json<T = Record<string, unknown>>(): T[];
  close(): Promise<void>;
}

/** `statuses` are answered in order; the last one repeats. A 3xx carries a Location. */
export async function startReceiver(statuses: number[] = [200]): Promise<TestReceiver> {
  const requests: ReceivedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = statuses[Math.min(requests.length, statuses.length - 1)] ?? 200;
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (status >= 300 && status < 400) response.setHeader('location', '/moved');
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/catch/123/abcdef`,
    requests,
    json: <T>() => requests.map((request) => JSON.parse(request.body) as T),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Checks `t=…,v1=…` the way a receiver would: recomputes the HMAC of "<t>.<raw body>". */
export function signatureIsValid(header: unknown, secret: string, rawBody: string): boolean {
  const match = typeof header === 'string' ? /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) : null;
  if (!match) return false;
  const [, timestamp = '', digest = ''] = match;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(digest, 'hex'));
}
