import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  envelope,
  multipartForm,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';
import type {
  KnowledgeEntryDetail,
  KnowledgeEntryPage,
  ServerContentItem,
} from '@concierge/shared';

describe('typed content: Q&A and written entries, versions, search', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signUpVerified(t, 'kb@example.com', 'KB Lab');
    other = await signUpVerified(t, 'other@example.com', 'Other Lab');
  });
  afterAll(() => t.close());

  const add = (fields: Record<string, string>, as = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/content/add',
      headers: bearer(as),
      payload: multipartForm(fields),
    });
  const list = async (query = '', as = token) =>
    envelope<KnowledgeEntryPage>(
      await t.app.inject({
        method: 'GET',
        url: `/api/knowledge/entries${query}`,
        headers: bearer(as),
      }),
    ).data;

  it('adds a Q&A with trimmed keywords and answers the content item', async () => {
    const response = await add({
      content_type: 'qa',
      question: '  When are you open? ',
      answer: 'Monday to Friday, 8 am to 6 pm. Saturdays until noon.',
      keywords: ' hours, opening ,, weekend ',
    });
    expect(envelope(response)).toMatchObject({
      status_code: 200,
      message: 'Content added successfully!',
      data: {
        type: 'qa',
        question: 'When are you open?',
        answer: 'Monday to Friday, 8 am to 6 pm. Saturdays until noon.',
        keywords: ['hours', 'opening', 'weekend'],
      },
    });
    const item = envelope<ServerContentItem>(response).data;
    expect(item.timestamp).toBeGreaterThan(1_700_000_000);
  });

  it('adds written content and lists both with counts, words and reading time', async () => {
    await add({
      content_type: 'written',
      title: 'Home sample collection',
      content: 'A phlebotomist visits your home to collect blood samples. Book a slot a day ahead.',
    });
    const page = await list();
    expect(page.entries.map((entry) => entry.title)).toEqual([
      'Home sample collection',
      'When are you open?',
    ]);
    const [written] = page.entries;
    expect(written).toMatchObject({
      type: 'document',
      status: 'published',
      version: 1,
      wordCount: 15,
      readingTime: 1,
      modifiedBy: 'Test User',
      source: { type: 'manual', fileName: null, url: null },
    });
    expect(page.summary).toMatchObject({
      published: 2,
      totalVersions: 2,
      counts: { all: 2, faq: 1, document: 1, website: 0, crawls: 0 },
    });
    const all = envelope<ServerContentItem[]>(
      await t.app.inject({ method: 'GET', url: '/api/content/get-all', headers: bearer(token) }),
    ).data;
    expect(all.map((item) => item.type)).toEqual(['written', 'qa']);
  });

  it.each([
    [{ content_type: 'qa', question: ' ', answer: 'x' }, 'Question is required'],
    [{ content_type: 'qa', question: 'Why?', answer: '  ' }, 'Answer is required'],
    [{ content_type: 'written', title: '', content: 'x' }, 'Title is required'],
    [{ content_type: 'written', title: 'T', content: '' }, 'Content is required'],
  ])('refuses %o with a readable message', async (fields, message) => {
    const response = await add(fields as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
  });

  it('searches title and content by word prefixes, and filters', async () => {
    expect((await list('?search=phleb')).entries.map((entry) => entry.title)).toEqual([
      'Home sample collection',
    ]);
    expect((await list('?search=saturday%20noon')).entries.map((entry) => entry.title)).toEqual([
      'When are you open?',
    ]);
    expect((await list('?search=xyzzy')).entries).toEqual([]);
    expect((await list('?type=faq')).entries).toHaveLength(1);
    expect((await list('?status=processing')).entries).toHaveLength(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/knowledge/entries?status=nonsense',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps every version when an entry is edited', async () => {
    const [entry] = (await list('?type=faq')).entries;
    const id = entry?.id ?? '';
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/knowledge/entries/${id}`,
      headers: bearer(token),
      payload: {
        title: 'When are you open?',
        content: 'Every day, 7 am to 9 pm.',
        tags: ['hours'],
      },
    });
    expect(envelope(edit)).toMatchObject({
      message: 'Entry updated successfully!',
      data: { version: 2 },
    });
    const detail = envelope<KnowledgeEntryDetail>(
      await t.app.inject({
        method: 'GET',
        url: `/api/knowledge/entries/${id}`,
        headers: bearer(token),
      }),
    ).data;
    expect(detail.versions.map((version) => [version.version, version.content])).toEqual([
      [2, 'Every day, 7 am to 9 pm.'],
      [1, 'Monday to Friday, 8 am to 6 pm. Saturdays until noon.'],
    ]);
    expect(detail.tags).toEqual(['hours']);
    expect((await list('?search=saturday')).entries).toEqual([]);
  });

  it('duplicates and deletes', async () => {
    const [entry] = (await list('?type=document')).entries;
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/knowledge/entries/${entry?.id}/duplicate`,
      headers: bearer(token),
    });
    expect(envelope(copy)).toMatchObject({
      message: 'Entry duplicated successfully!',
      data: { title: 'Home sample collection (copy)', version: 1 },
    });
    const copyId = envelope<{ id: string }>(copy).data.id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/knowledge/entries/${copyId}`,
      headers: bearer(token),
    });
    expect(envelope(removed).message).toBe('Entry deleted successfully!');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/knowledge/entries/${copyId}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
    expect(envelope(again).message).toBe('Entry not found');
  });

  it('keeps tenants apart: another organization’s entry is not found', async () => {
    const [entry] = (await list()).entries;
    for (const [method, url] of [
      ['GET', `/api/knowledge/entries/${entry?.id}`],
      ['DELETE', `/api/knowledge/entries/${entry?.id}`],
      ['POST', `/api/knowledge/entries/${entry?.id}/duplicate`],
      ['GET', '/api/knowledge/entries/not-a-uuid'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(other) });
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe('Entry not found');
    }
    expect((await list('', other)).entries).toEqual([]);
    expect((await list()).entries.length).toBe(2);
  });
});
