import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers next: vectors, an HTTP 500, or a body that is not JSON. */
export type FakeEmbeddingsMode = 'ok' | 'error' | 'not-json';

export interface FakeEmbeddingsService {
  /** The base URL to configure, up to `/v1`. */
  baseUrl: string;
  mode: FakeEmbeddingsMode;
  requests: { headers: IncomingHttpHeaders; body: { model?: string; input?: string[] } }[];
  close(): Promise<void>;
}

export const FAKE_EMBEDDING_DIMENSIONS = 64;

/**
 * A stand-in for an OpenAI-compatible `/v1/embeddings` service (tests only), on a free local port.
 * Its vectors hash each word to a dimension (texts sharing words point the same way), are not
 * unit length (the client must scale them), and come back in reverse order with their `index`
 * (the client must sort them).
 */
export async function startFakeEmbeddingsService(): Promise<FakeEmbeddingsService> {
  const service: Omit<FakeEmbeddingsService, 'baseUrl' | 'close'> = { mode: 'ok', requests: [] };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (part: string) => (raw += part));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as { model?: string; input?: string[] };
      service.requests.push({ headers: request.headers, body });
      if (request.method !== 'POST' || request.url !== '/v1/embeddings') {
        response.writeHead(404).end();
      } else if (service.mode === 'error') {
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'model "fake" is not loaded' } }));
      } else if (service.mode === 'not-json') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"data": [');
      } else {
        const data = (body.input ?? []).map((text, index) => ({
          object: 'embedding',
          index,
          embedding: wordHashVector(text),
        }));
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ object: 'list', model: body.model, data: data.reverse() }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(service, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections open for reuse; they would hold close() for seconds.
        server.closeAllConnections();
      }),
  });
}

function wordHashVector(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    let hash = 0;
    for (const char of word) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
    const dimension = hash % FAKE_EMBEDDING_DIMENSIONS;
    vector[dimension] = (vector[dimension] ?? 0) + 3;
  }
  vector[0] = (vector[0] ?? 0) + 0.5; // never all zeros
  return vector;
}
