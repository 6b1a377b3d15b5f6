import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_EMBEDDING_DIMENSIONS,
  startFakeEmbeddingsService,
  type FakeEmbeddingsService,
} from './fake-embeddings-service.js';
import { createRemoteEmbedder } from './remote-embedder.js';

describe('the OpenAI-compatible embedder', () => {
  let service: FakeEmbeddingsService;
  beforeAll(async () => {
    service = await startFakeEmbeddingsService();
  });
  afterAll(() => service.close());
  beforeEach(() => {
    service.mode = 'ok';
    service.requests.length = 0;
  });

  it('posts the model and the texts with the key, and reads the vectors in input order', async () => {
    const embedder = createRemoteEmbedder({
      baseUrl: `${service.baseUrl}/`,
      apiKey: 'sk-test',
      model: 'nomic-embed-text',
    });
    expect(embedder.model).toBe('remote:nomic-embed-text');
    const vectors = await embedder.embed(['blood test price', 'parking', 'blood test price', '']);
    expect(service.requests).toHaveLength(1);
    expect(service.requests[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(service.requests[0]?.body).toEqual({
      model: 'nomic-embed-text',
      input: ['blood test price', 'parking', 'blood test price', ' '],
    });
    expect(vectors).toHaveLength(4);
    for (const vector of vectors) {
      expect(vector).toHaveLength(FAKE_EMBEDDING_DIMENSIONS);
      expect(Math.hypot(...vector)).toBeCloseTo(1, 5);
    }
    // The fake answers in reverse order: equal texts at 0 and 2 prove the order was restored.
    expect(vectors[0]).toEqual(vectors[2]);
    expect(vectors[0]).not.toEqual(vectors[1]);
  });

  it('sends no Authorization header without a key, and splits many texts into requests', async () => {
    const embedder = createRemoteEmbedder({ baseUrl: service.baseUrl, apiKey: '', model: 'm' });
    const texts = Array.from({ length: 70 }, (_, index) => `text ${index}`);
    expect(await embedder.embed(texts)).toHaveLength(70);
    expect(service.requests.map((request) => request.body.input?.length)).toEqual([64, 6]);
    expect(service.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('says what went wrong: an HTTP error, a body that is not JSON, no service at all', async () => {
    const embedder = createRemoteEmbedder({ baseUrl: service.baseUrl, apiKey: '', model: 'm' });
    const host = new URL(service.baseUrl).host;
    service.mode = 'error';
    await expect(embedder.embed(['a'])).rejects.toThrow(
      `The embeddings service at ${host} answered HTTP 500: model "fake" is not loaded`,
    );
    service.mode = 'not-json';
    await expect(embedder.embed(['a'])).rejects.toThrow(
      `The embeddings service at ${host} answered something other than JSON`,
    );
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = createRemoteEmbedder({
      baseUrl: `http://127.0.0.1:${closedPort}/v1`,
      apiKey: '',
      model: 'm',
    });
    await expect(nowhere.embed(['a'])).rejects.toThrow(
      `The embeddings service at 127.0.0.1:${closedPort} could not be reached: connect ECONNREFUSED`,
    );
  });

  it('gives up on a service that does not answer in time, or answers the wrong shape', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const slow = createRemoteEmbedder({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        apiKey: '',
        model: 'm',
        timeoutMs: 200,
      });
      await expect(slow.embed(['a'])).rejects.toThrow('did not answer within 0.2 s');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }

    const shapes = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: [{ index: 0, embedding: [1, 'x'] }] }));
    });
    await new Promise<void>((resolve) => shapes.listen(0, '127.0.0.1', resolve));
    const shapesPort = (shapes.address() as AddressInfo).port;
    try {
      const wrong = createRemoteEmbedder({
        baseUrl: `http://127.0.0.1:${shapesPort}/v1`,
        apiKey: '',
        model: 'm',
      });
      await expect(wrong.embed(['a', 'b'])).rejects.toThrow('answered 1 embeddings for 2 texts');
      await expect(wrong.embed(['a'])).rejects.toThrow('not a list of 2 numbers');
    } finally {
      shapes.closeAllConnections();
      shapes.close();
    }
  });
});
