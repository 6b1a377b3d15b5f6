import type { KnowledgeEntry, KnowledgeEntryPage, KnowledgeSummary } from '@concierge/shared';

/** A knowledge entry as the server answers it (SPEC §3). */
export function entryFixture(overrides: Partial<KnowledgeEntry> = {}): KnowledgeEntry {
  return {
    id: 'e1',
    type: 'faq',
    title: 'What are your opening hours?',
    content: 'We are open Monday to Friday, 9 to 5.',
    status: 'published',
    version: 1,
    lastModified: '2024-01-05T10:30:00.000Z',
    modifiedBy: 'Dana Whitfield',
    createdAt: '2024-01-05T10:30:00.000Z',
    tags: [],
    source: {
      type: 'manual',
      fileName: null,
      fileSize: null,
      url: null,
      lastCrawled: null,
      crawlFrequency: null,
      crawlScope: null,
    },
    wordCount: 9,
    readingTime: 1,
    failureReason: null,
    autoUpdated: false,
    ...overrides,
  };
}

export function summaryFixture(overrides: Partial<KnowledgeSummary> = {}): KnowledgeSummary {
  return {
    published: 1,
    totalWords: 9,
    autoUpdated: 0,
    totalVersions: 1,
    counts: { all: 1, faq: 1, document: 0, website: 0, crawls: 0 },
    ...overrides,
  };
}

export function entryPageFixture(entries: KnowledgeEntry[] = [entryFixture()]): KnowledgeEntryPage {
  return {
    entries,
    pagination: { page: 1, total_pages: 1, total_entries: entries.length },
    summary: summaryFixture(),
  };
}
