import type { MessageResult, StartSessionResult } from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  bearer,
  createTestApp,
  envelope,
  multipartForm,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';
import {
  FAKE_EMBEDDING_DIMENSIONS,
  startFakeEmbeddingsService,
  type FakeEmbeddingsService,
} from './fake-embeddings-service.js';
import { knowledgeIndexFor } from '../chat-engine/index-cache.js';
import { embeddingTextsOf } from './embedding-text.js';
import { loadChunkVectors } from './load-chunk-vectors.js';
import { LOCAL_EMBEDDING_MODEL } from './local-embedder.js';
import { EMBED_KNOWLEDGE_JOB, queueKnowledgeEmbedding } from './queue-embedding.js';

const FAQS = [
  ['What are your opening hours?', 'We are open Monday to Saturday from 7 am to 8 pm.'],
  [
    'Do you collect samples at home?',
    'Yes, a phlebotomist visits your home every weekday morning.',
  ],
  ['How do I get my report?', 'Reports are e-mailed within 24 hours of the test.'],
] as const;

async function addFaq(t: TestApp, token: string, question: string, answer: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/content/add',
    headers: bearer(token),
    payload: multipartForm({ content_type: 'qa', question, answer }),
  });
  expect(response.statusCode).toBe(200);
}

interface ChunkRow {
  id: string;
  entry_id: string;
  organization_id: string;
  model: string | null;
  bytes: number | null;
}
const chunkRows = (t: TestApp) =>
  queryRows<ChunkRow>(
    t.ctx.db,
    sql`SELECT id, entry_id, organization_id, embedding_model AS model,
               octet_length(embedding) AS bytes FROM knowledge_chunks ORDER BY id`,
  );

interface EmbedJobRow {
  status: string;
  attempts: number;
  last_error: string | null;
}
const embedJobs = (t: TestApp) =>
  queryRows<EmbedJobRow>(
    t.ctx.db,
    sql`SELECT status, attempts, last_error FROM jobs WHERE type = ${EMBED_KNOWLEDGE_JOB}
        ORDER BY created_at`,
  );

describe('knowledge embeddings with the bundled model', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signUpVerified(t, 'owner@embed.example', 'Embed Lab');
  });
  afterAll(() => t.close());

  it('queues one job for all new chunks, and the worker gives each a vector', async () => {
    for (const [question, answer] of FAQS) await addFaq(t, token, question, answer);
    expect(await embedJobs(t)).toEqual([{ status: 'queued', attempts: 0, last_error: null }]);
    expect((await chunkRows(t)).every((chunk) => chunk.model === null)).toBe(true);

    await t.ctx.worker.drain();
    const chunks = await chunkRows(t);
    expect(chunks.length).toBeGreaterThanOrEqual(FAQS.length);
    for (const chunk of chunks) {
      expect(chunk).toMatchObject({ model: LOCAL_EMBEDDING_MODEL, bytes: 512 * 4 });
    }
    expect(t.ctx.embedder.model).toBe(LOCAL_EMBEDDING_MODEL);

    const organizationId = chunks[0]?.organization_id ?? '';
    const vectors = await loadChunkVectors(t.ctx.db, organizationId, LOCAL_EMBEDDING_MODEL);
    expect([...vectors.keys()].sort()).toEqual(chunks.map((chunk) => chunk.id));
    for (const [vector, ...more] of vectors.values()) {
      expect(more).toEqual([]);
      expect(vector).toHaveLength(512);
      expect(Math.hypot(...(vector ?? []))).toBeCloseTo(1, 4);
    }
    // The vector stored for a chunk is the one its text makes now.
    const [hoursChunk] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`SELECT c.id FROM knowledge_chunks c JOIN knowledge_entries e ON e.id = c.entry_id
          WHERE e.title = ${FAQS[0][0]}`,
    );
    const [fresh] = await t.ctx.embedder.embed([`${FAQS[0][0]}\n${FAQS[0][1]}`]);
    const stored = vectors.get(hoursChunk?.id ?? '')?.[0];
    expect(
      stored && fresh && stored.every((value, i) => Math.abs(value - (fresh[i] ?? 0)) < 1e-5),
    ).toBe(true);
  });

  it('embeds the new chunks of an edited entry', async () => {
    const [entry] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`SELECT id FROM knowledge_entries WHERE title = ${FAQS[2][0]}`,
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/knowledge/entries/${entry?.id}`,
      headers: bearer(token),
      payload: { title: FAQS[2][0], content: 'Reports are e-mailed and can be downloaded online.' },
    });
    expect(response.statusCode).toBe(200);
    const edited = (await chunkRows(t)).filter((chunk) => chunk.entry_id === entry?.id);
    expect(edited.map((chunk) => chunk.model)).toEqual(edited.map(() => null));

    await t.ctx.worker.drain();
    const after = await chunkRows(t);
    expect(after.every((chunk) => chunk.model === LOCAL_EMBEDDING_MODEL)).toBe(true);
  });

  it('embeds an answer longer than the model reads as windows of its sentences', async () => {
    const question = 'What should I know before my first visit?';
    // One chunk (up to 110 words) that with its question runs past the model's 90 words.
    const answer = Array.from(
      { length: 7 },
      (_, i) => `Point ${i + 1} of our visit guide asks you to bring the form numbered ${i + 1}.`,
    ).join(' ');
    await addFaq(t, token, question, answer);
    await t.ctx.worker.drain();
    const [chunk] = await queryRows<{ id: string; organization_id: string; dimensions: number }>(
      t.ctx.db,
      sql`SELECT c.id, c.organization_id, c.embedding_dimensions AS dimensions
          FROM knowledge_chunks c JOIN knowledge_entries e ON e.id = c.entry_id
          WHERE e.title = ${question}`,
    );
    expect(chunk?.dimensions).toBe(512);
    const texts = embeddingTextsOf(
      { entryType: 'faq', entryTitle: question, heading: '', content: answer },
      t.ctx.embedder.wordsRead,
    );
    expect(texts.length).toBeGreaterThan(1);
    const stored =
      (await loadChunkVectors(t.ctx.db, chunk?.organization_id ?? '', LOCAL_EMBEDDING_MODEL)).get(
        chunk?.id ?? '',
      ) ?? [];
    const fresh = await t.ctx.embedder.embed(texts);
    expect(stored).toHaveLength(texts.length);
    stored.forEach((vector, w) => {
      expect(vector.every((value, i) => Math.abs(value - (fresh[w]?.[i] ?? 0)) < 1e-5)).toBe(true);
    });
  });

  it('embeds again a chunk stored before windows, reading its one vector meanwhile', async () => {
    const [chunk] = await queryRows<ChunkRow>(
      t.ctx.db,
      sql`SELECT c.id, c.organization_id FROM knowledge_chunks c
          JOIN knowledge_entries e ON e.id = c.entry_id WHERE e.title = ${FAQS[0][0]}`,
    );
    const organizationId = chunk?.organization_id ?? '';
    await t.ctx.db.execute(
      sql`UPDATE knowledge_chunks SET embedding_dimensions = NULL WHERE id = ${chunk?.id ?? ''}`,
    );
    const legacy = await loadChunkVectors(t.ctx.db, organizationId, LOCAL_EMBEDDING_MODEL);
    expect(legacy.get(chunk?.id ?? '')?.map((vector) => vector.length)).toEqual([512]);
    const vectors = { model: LOCAL_EMBEDDING_MODEL, load: loadChunkVectors };
    const before = await knowledgeIndexFor(t.ctx.db, organizationId, vectors);
    expect(await knowledgeIndexFor(t.ctx.db, organizationId, vectors)).toBe(before);

    await queueKnowledgeEmbedding(t.ctx.db, organizationId);
    await t.ctx.worker.drain();
    // The answer engine's index is read again with the new vectors.
    expect(await knowledgeIndexFor(t.ctx.db, organizationId, vectors)).not.toBe(before);
    const [after] = await queryRows<{ dimensions: number | null }>(
      t.ctx.db,
      sql`SELECT embedding_dimensions AS dimensions FROM knowledge_chunks
          WHERE id = ${chunk?.id ?? ''}`,
    );
    expect(after?.dimensions).toBe(512);
  });

  it('reads only published entries and only the asked model', async () => {
    const [chunk] = await chunkRows(t);
    const organizationId = chunk?.organization_id ?? '';
    const all = await loadChunkVectors(t.ctx.db, organizationId, LOCAL_EMBEDDING_MODEL);
    await t.ctx.db.execute(
      sql`UPDATE knowledge_entries SET status = 'failed' WHERE id = ${chunk?.entry_id ?? ''}`,
    );
    const published = await loadChunkVectors(t.ctx.db, organizationId, LOCAL_EMBEDDING_MODEL);
    expect(published.size).toBe(all.size - 1);
    expect(published.has(chunk?.id ?? '')).toBe(false);
    await t.ctx.db.execute(
      sql`UPDATE knowledge_entries SET status = 'published' WHERE id = ${chunk?.entry_id ?? ''}`,
    );
    expect((await loadChunkVectors(t.ctx.db, organizationId, 'remote:other')).size).toBe(0);
  });

  it('embeds everything again when the worker starts with another model than the stored one', async () => {
    await t.ctx.db.execute(sql`UPDATE knowledge_chunks SET embedding_model = 'use-lite-old'`);
    t.ctx.worker.start();
    try {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const chunks = await chunkRows(t);
        if (chunks.every((chunk) => chunk.model === LOCAL_EMBEDDING_MODEL)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await t.ctx.worker.stop();
    }
    expect((await chunkRows(t)).map((chunk) => chunk.model)).toEqual(
      (await chunkRows(t)).map(() => LOCAL_EMBEDDING_MODEL),
    );
  });
});

describe('knowledge embeddings from an OpenAI-compatible service', () => {
  let service: FakeEmbeddingsService;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    service = await startFakeEmbeddingsService();
    t = await createTestApp({
      EMBEDDINGS_BASE_URL: service.baseUrl,
      EMBEDDINGS_API_KEY: 'sk-test',
      EMBEDDINGS_MODEL: 'fake-embed',
      JOB_RETRY_BASE_SECONDS: '0.1',
    });
    token = await signUpVerified(t, 'owner@remote.example', 'Remote Lab');
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const chat = async (text: string) => {
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/auth/chatbot-settings',
      headers: bearer(token),
    });
    const botId = envelope<{ id: string }[]>(settings).data[0]?.id ?? '';
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/public/bots/${botId}/sessions`,
      payload: {},
    });
    const session = envelope<StartSessionResult>(started).data;
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/public/sessions/${session.session_id}/messages`,
      headers: bearer(session.visitor_token),
      payload: { text },
    });
    expect(reply.statusCode).toBe(200);
    return envelope<MessageResult>(reply).data;
  };
  const drainWhenDue = async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await t.ctx.worker.drain();
  };

  it('fails the job with the service’s reason and tries again, while the chat goes on', async () => {
    service.mode = 'error';
    await addFaq(t, token, FAQS[0][0], FAQS[0][1]);
    await t.ctx.worker.drain();
    expect(await embedJobs(t)).toEqual([
      {
        status: 'queued',
        attempts: 1,
        last_error: expect.stringContaining('answered HTTP 500: model "fake" is not loaded'),
      },
    ]);
    expect((await chunkRows(t)).every((chunk) => chunk.model === null)).toBe(true);
    expect((await chat('When do you open on Saturday?')).assistant).toEqual(
      expect.stringContaining('Monday to Saturday'),
    );

    service.mode = 'not-json';
    await drainWhenDue();
    expect(await embedJobs(t)).toEqual([
      {
        status: 'queued',
        attempts: 2,
        last_error: expect.stringContaining('answered something other than JSON'),
      },
    ]);
  });

  it('stores the service’s vectors under remote:<model> once it answers', async () => {
    service.mode = 'ok';
    service.requests.length = 0;
    await drainWhenDue();
    expect((await embedJobs(t)).map((job) => job.status)).toEqual(['done']);
    const chunks = await chunkRows(t);
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(chunk).toMatchObject({
        model: 'remote:fake-embed',
        bytes: FAKE_EMBEDDING_DIMENSIONS * 4,
      });
    }
    const request = service.requests.find((item) =>
      item.body.input?.includes(`${FAQS[0][0]}\n${FAQS[0][1]}`),
    );
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('fake-embed');
    const vectors = await loadChunkVectors(
      t.ctx.db,
      chunks[0]?.organization_id ?? '',
      'remote:fake-embed',
    );
    expect(vectors.size).toBe(chunks.length);
  });
});
