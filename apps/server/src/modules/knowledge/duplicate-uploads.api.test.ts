import type { DuplicateUploads, KnowledgeEntry, KnowledgeEntryPage } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';

function filesForm(files: Record<string, string>) {
  const form = new FormData();
  for (const [name, text] of Object.entries(files)) form.append('files', new Blob([text]), name);
  return form;
}

describe('uploading a document that is already in the knowledge base', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  let original: KnowledgeEntry;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signUpVerified(t, 'docs@example.com', 'Docs Lab');
    other = await signUpVerified(t, 'other@example.com', 'Other Lab');
    const response = await upload(filesForm({ 'prices.txt': 'A blood test costs 20 euros.' }));
    [original] = envelope<KnowledgeEntry[]>(response).data as [KnowledgeEntry];
    await t.ctx.worker.drain();
  });
  afterAll(() => t.close());

  const upload = (payload: FormData, as = token, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/knowledge/uploads${query}`,
      headers: bearer(as),
      payload,
    });
  const uploads = async (as = token) =>
    envelope<KnowledgeEntryPage>(
      await t.app.inject({
        method: 'GET',
        url: '/api/knowledge/entries?source=upload',
        headers: bearer(as),
      }),
    ).data.entries;

  it('answers 409 for the same name, even with other content, and stores nothing', async () => {
    const response = await upload(filesForm({ 'PRICES.txt': 'A blood test costs 25 euros.' }));
    expect(response.statusCode).toBe(409);
    const body = envelope<DuplicateUploads>(response);
    expect(body.message).toBe('A document named "PRICES.txt" is already in your knowledge base.');
    expect(body.data.duplicates).toEqual([
      { file_name: 'PRICES.txt', entry_id: original.id, existing_file_name: 'prices.txt' },
    ]);
    expect((await uploads()).map((entry) => entry.id)).toEqual([original.id]);
  });

  it('answers 409 for the same content under another name', async () => {
    const response = await upload(
      filesForm({
        'new.txt': 'Something new.',
        'copy.txt': 'A blood test costs 20 euros.',
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(
      '"copy.txt" has the same content as "prices.txt", which is already in your knowledge base.',
    );
    expect(await uploads()).toHaveLength(1);
  });

  it('does not look into another organization’s documents', async () => {
    const response = await upload(
      filesForm({ 'prices.txt': 'A blood test costs 20 euros.' }),
      other,
    );
    expect(response.statusCode).toBe(200);
  });

  it('replaces the old document when asked, keeping one entry', async () => {
    const response = await upload(
      filesForm({ 'prices.txt': 'A blood test costs 25 euros.' }),
      token,
      '?replace=true',
    );
    expect(response.statusCode).toBe(200);
    const [created] = envelope<KnowledgeEntry[]>(response).data;
    await t.ctx.worker.drain();
    const entries = await uploads();
    expect(entries.map((entry) => entry.id)).toEqual([created?.id]);
    expect(entries[0]).toMatchObject({ status: 'published', source: { fileName: 'prices.txt' } });
    expect(entries[0]?.content).toContain('25 euros');
  });

  it('refuses a replace flag that is not true or false', async () => {
    const response = await upload(filesForm({ 'x.txt': 'x' }), token, '?replace=yes');
    expect(response.statusCode).toBe(400);
  });
});
