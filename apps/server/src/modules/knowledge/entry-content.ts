import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import { chunkText, countWords } from './chunking.js';
import * as queries from './queries.js';
import type { EntryRow, NewEntry } from './queries.js';

export interface EntryText {
  title: string;
  content: string;
  modifiedBy: string;
}

export const contentHash = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Creates a published entry at version 1: the row, its first version and its passages.
 * Every way content arrives (typed, extracted, crawled) goes through here or `saveNewVersion`.
 */
export async function createPublishedEntry(
  db: Executor,
  values: Omit<NewEntry, 'status' | 'version' | 'wordCount' | 'contentHash'> & EntryText,
): Promise<EntryRow> {
  const entry = await queries.insertEntry(db, {
    ...values,
    status: 'published',
    version: 1,
    wordCount: countWords(values.content),
    contentHash: contentHash(values.content),
  });
  await queries.insertVersion(db, entry);
  await queries.replaceChunks(db, entry, chunkText(entry.content));
  return entry;
}

/**
 * Publishes new text for an entry. A change of title or content makes a new version (the old ones
 * are kept); the same text again only republishes, so a re-crawl of an unchanged page is a no-op.
 */
export async function saveNewVersion(
  db: Executor,
  entry: EntryRow,
  text: EntryText,
  extra: Partial<NewEntry> = {},
): Promise<EntryRow> {
  const sameText =
    entry.content !== '' && entry.title === text.title && entry.content === text.content;
  if (sameText) {
    if (entry.status === 'published') return entry;
    return queries.updateEntryRow(db, entry.id, {
      ...extra,
      status: 'published',
      failureReason: null,
    });
  }
  const firstText = entry.status === 'processing' && entry.content === '';
  const updated = await queries.updateEntryRow(db, entry.id, {
    ...extra,
    title: text.title,
    content: text.content,
    modifiedBy: text.modifiedBy,
    status: 'published',
    failureReason: null,
    version: firstText ? entry.version : entry.version + 1,
    wordCount: countWords(text.content),
    contentHash: contentHash(text.content),
  });
  await queries.insertVersion(db, updated);
  await queries.replaceChunks(db, updated, chunkText(updated.content));
  return updated;
}
