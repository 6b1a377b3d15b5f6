import { readFile } from 'node:fs/promises';
import type { KnowledgeEntry, KnowledgeEntryPage } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

async function filesForm(names: string[], rename: Record<string, string> = {}) {
  const form = new FormData();
  for (const name of names) {
    form.append('files', new Blob([await fixture(name)]), rename[name] ?? name);
  }
  return form;
}

describe('uploaded documents', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signUpVerified(t, 'docs@example.com', 'Docs Lab');
    other = await signUpVerified(t, 'other@example.com', 'Other Lab');
  });
  afterAll(() => t.close());

  const upload = (payload: FormData, as = token) =>
    t.app.inject({ method: 'POST', url: '/api/knowledge/uploads', headers: bearer(as), payload });
  const entry = async (id: string, as = token) =>
    envelope<KnowledgeEntry>(
      await t.app.inject({
        method: 'GET',
        url: `/api/knowledge/entries/${id}`,
        headers: bearer(as),
      }),
    ).data;

  it.each([
    ['sample.pdf', 'Test reports'],
    ['sample.docx', 'Home sample collection'],
    ['sample.doc', 'Home sample collection'],
    ['sample.txt', 'Can you collect samples at home?'],
    ['sample.md', 'Home collection is free for orders above 500 rupees.'],
  ])('%s goes from processing to published with its text', async (name, expected) => {
    const response = await upload(await filesForm([name]));
    const body = envelope<KnowledgeEntry[]>(response);
    expect(body.message).toBe('Upload received: processing');
    const [created] = body.data;
    expect(created).toMatchObject({
      type: 'document',
      status: 'processing',
      source: { type: 'upload', fileName: name },
    });
    expect(created?.source.fileSize).toBe((await fixture(name)).length);

    await t.ctx.worker.drain();
    const done = await entry(created?.id ?? '');
    expect(done.status).toBe('published');
    expect(done.failureReason).toBeNull();
    expect(done.content).toContain(expected);
    expect(done.wordCount).toBeGreaterThan(20);
    expect(done.readingTime).toBeGreaterThanOrEqual(1);
    expect(done.version).toBe(1);

    const original = await t.app.inject({
      method: 'GET',
      url: `/api/knowledge/entries/${created?.id}/original`,
      headers: bearer(token),
    });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-disposition']).toContain(encodeURIComponent(name));
    expect(Buffer.compare(original.rawPayload, await fixture(name))).toBe(0);
  });

  it('takes several files in one request', async () => {
    // Another organization: these files are in this one's knowledge already.
    const response = await upload(await filesForm(['sample.txt', 'sample.md']), other);
    expect(envelope<KnowledgeEntry[]>(response).data).toHaveLength(2);
    await t.ctx.worker.drain();
  });

  it.each([
    ['corrupt.docx', /damaged|not a valid/i],
    ['zip-bomb.docx', /50 MB/],
    ['encrypted.pdf', /password-protected/],
    ['empty.pdf', /contains no text/],
  ])('%s fails its own entry with a reason, and the server stays up', async (name, reason) => {
    const [created] = envelope<KnowledgeEntry[]>(await upload(await filesForm([name]))).data;
    await t.ctx.worker.drain();
    const failed = await entry(created?.id ?? '');
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toMatch(reason);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('refuses a file whose content is not what its name says (415), storing nothing', async () => {
    const before = envelope<KnowledgeEntryPage>(
      await t.app.inject({ method: 'GET', url: '/api/knowledge/entries', headers: bearer(token) }),
    ).data.pagination.total_entries;
    const response = await upload(await filesForm(['sample.txt', 'fake.pdf']));
    expect(response.statusCode).toBe(415);
    expect(envelope(response).message).toBe(
      'fake.pdf: Unsupported file type: upload a .pdf, .doc, .docx, .txt or .md file',
    );
    const renamed = await upload(await filesForm(['sample.txt'], { 'sample.txt': 'notes.exe' }));
    expect(renamed.statusCode).toBe(415);
    const after = envelope<KnowledgeEntryPage>(
      await t.app.inject({ method: 'GET', url: '/api/knowledge/entries', headers: bearer(token) }),
    ).data.pagination.total_entries;
    expect(after).toBe(before);
  });

  it('asks for a file when none is sent', async () => {
    const response = await upload(new FormData());
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('Choose at least one file to upload');
  });

  it('reprocesses an upload, and keeps the original away from other tenants', async () => {
    const third = await signUpVerified(t, 'third@example.com', 'Third Lab');
    const [created] = envelope<KnowledgeEntry[]>(
      await upload(await filesForm(['sample.md']), third),
    ).data;
    await t.ctx.worker.drain();
    const id = created?.id ?? '';
    const reprocess = await t.app.inject({
      method: 'POST',
      url: `/api/knowledge/entries/${id}/reprocess`,
      headers: bearer(third),
    });
    expect(envelope(reprocess)).toMatchObject({
      message: 'Reprocessing started',
      data: { status: 'processing' },
    });
    await t.ctx.worker.drain();
    expect(await entry(id, third)).toMatchObject({ status: 'published', version: 1 });

    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/knowledge/entries/${id}/original`,
      headers: bearer(other),
    });
    expect(foreign.statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/knowledge/entries/${id}`,
      headers: bearer(third),
    });
    expect(removed.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/knowledge/entries/${id}/original`,
      headers: bearer(third),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('has no original for typed content', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/content/add',
      headers: bearer(token),
      payload: { content_type: 'written', title: 'Typed', content: 'Typed text.' },
    });
    const id = envelope<{ _id: string }>(added).data._id;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/knowledge/entries/${id}/original`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('Only uploaded documents have an original file');
  });
});

describe('upload size limit', () => {
  it('answers 413 with the limit when a file is too large', async () => {
    const t = await createTestApp({ UPLOAD_MAX_BYTES: '10240' });
    try {
      const token = await signUpVerified(t, 'big@example.com');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/knowledge/uploads',
        headers: bearer(token),
        payload: await filesForm(['sample.pdf']),
      });
      expect(response.statusCode).toBe(413);
      expect(envelope(response).message).toBe('File is too large: the limit is 10 KB');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
