import type { loadChunks } from '../modules/chat-engine/knowledge-index.js';

/** A Q&A entry as a test writes it. */
export interface FaqFixture {
  id: string;
  question: string;
  answer: string;
}

export type ChunkRow = Awaited<ReturnType<typeof loadChunks>>[number];

/** The rows `loadChunks` would read for Q&A entries of one passage each (chunk id `<id>-chunk`). */
export function faqRows(entries: readonly FaqFixture[]): ChunkRow[] {
  return entries.map((entry) => ({
    entryId: entry.id,
    chunkId: `${entry.id}-chunk`,
    type: 'faq',
    title: entry.question,
    tags: [],
    heading: '',
    passage: entry.answer,
    answer: entry.answer,
  }));
}
