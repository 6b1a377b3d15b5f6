import { Agent, request } from 'node:http';

/**
 * Keep-alive connections without a connect timeout: under a burst of hundreds of new visitors a
 * busy server accepts late, and fetch's 10 s connect timeout would count that as a failure a
 * browser (which waits minutes) never sees.
 */
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

export interface HttpAnswer {
  status: number;
  body: string;
}

/** One HTTP/1.1 call with a JSON body (when given); answers the status and the body's text. */
export function httpCall(
  url: string,
  options: { method: string; headers: Record<string, string>; json?: unknown },
): Promise<HttpAnswer> {
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method,
        agent,
        headers: {
          ...options.headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
