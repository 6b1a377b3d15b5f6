import type { KnowledgeSource, KnowledgeStatus, KnowledgeType } from '@concierge/shared';
import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  crawlConfigs,
  knowledgeChunks,
  knowledgeEntries,
  knowledgeVersions,
  storedFiles,
} from '../../db/schema.js';
import { queueKnowledgeEmbedding } from '../embeddings/queue-embedding.js';
import type { Passage } from './chunking.js';

// The generated search vector stays in the database; nobody reads it back.
const { searchVector: _searchVector, ...entryColumns } = getTableColumns(knowledgeEntries);

/** An entry with what its card shows of its file and its crawl. */
export const entryWithSourceColumns = {
  ...entryColumns,
  fileName: storedFiles.fileName,
  fileSize: storedFiles.sizeBytes,
  crawlLastCrawledAt: crawlConfigs.lastCrawledAt,
  crawlFrequency: crawlConfigs.frequency,
  crawlScope: crawlConfigs.scope,
};

export type EntryRow = Omit<typeof knowledgeEntries.$inferSelect, 'searchVector'>;
export type NewEntry = typeof knowledgeEntries.$inferInsert;

function selectEntries(db: Executor) {
  return db
    .select(entryWithSourceColumns)
    .from(knowledgeEntries)
    .leftJoin(storedFiles, eq(storedFiles.id, knowledgeEntries.fileId))
    .leftJoin(crawlConfigs, eq(crawlConfigs.id, knowledgeEntries.crawlConfigId));
}
export type EntryWithSource = Awaited<ReturnType<typeof selectEntries>>[number];

/** The bare row (jobs do not need the card's file and crawl details). */
export async function findEntryRow(db: Executor, entryId: string): Promise<EntryRow | null> {
  const [row] = await db
    .select(entryColumns)
    .from(knowledgeEntries)
    .where(eq(knowledgeEntries.id, entryId));
  return row ?? null;
}

export async function findEntry(
  db: Executor,
  organizationId: string,
  entryId: string,
): Promise<EntryWithSource | null> {
  const [row] = await selectEntries(db).where(
    and(eq(knowledgeEntries.organizationId, organizationId), eq(knowledgeEntries.id, entryId)),
  );
  return row ?? null;
}

export interface EntryFilters {
  search?: string;
  source: KnowledgeSource | 'all';
  status: KnowledgeStatus | 'all';
  type: KnowledgeType | 'all';
}

/**
 * A prefix full-text query from what a person typed: every word must start a word of the entry
 * ("diab test" finds "Diabetes tests"). Null when nothing searchable was typed.
 */
export function prefixTsQuery(search: string): string | null {
  const words = search
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 12);
  return words?.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

function filterConditions(organizationId: string, filters: EntryFilters): SQL | undefined {
  const conditions: SQL[] = [eq(knowledgeEntries.organizationId, organizationId)];
  if (filters.source !== 'all') conditions.push(eq(knowledgeEntries.sourceType, filters.source));
  if (filters.status !== 'all') conditions.push(eq(knowledgeEntries.status, filters.status));
  if (filters.type !== 'all') conditions.push(eq(knowledgeEntries.type, filters.type));
  const query = filters.search ? prefixTsQuery(filters.search) : null;
  if (query) {
    conditions.push(sql`${knowledgeEntries.searchVector} @@ to_tsquery('english', ${query})`);
  }
  return and(...conditions);
}

export async function listEntries(
  db: Executor,
  organizationId: string,
  filters: EntryFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: EntryWithSource[]; total: number }> {
  const where = filterConditions(organizationId, filters);
  const rows = await selectEntries(db)
    .where(where)
    .orderBy(desc(knowledgeEntries.updatedAt), desc(knowledgeEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(knowledgeEntries).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function summarise(db: Executor, organizationId: string) {
  const [entries] = await db
    .select({
      all: count(),
      faq: sql<number>`count(*) filter (where ${knowledgeEntries.type} = 'faq')::int`,
      document: sql<number>`count(*) filter (where ${knowledgeEntries.type} = 'document')::int`,
      website: sql<number>`count(*) filter (where ${knowledgeEntries.type} = 'website')::int`,
      published: sql<number>`count(*) filter (where ${knowledgeEntries.status} = 'published')::int`,
      autoUpdated: sql<number>`count(*) filter (where ${knowledgeEntries.autoUpdated})::int`,
      totalWords: sql<number>`coalesce(sum(${knowledgeEntries.wordCount}), 0)::int`,
    })
    .from(knowledgeEntries)
    .where(eq(knowledgeEntries.organizationId, organizationId));
  const [versions] = await db
    .select({ value: count() })
    .from(knowledgeVersions)
    .where(eq(knowledgeVersions.organizationId, organizationId));
  const [crawls] = await db
    .select({ value: count() })
    .from(crawlConfigs)
    .where(eq(crawlConfigs.organizationId, organizationId));
  return {
    published: entries?.published ?? 0,
    totalWords: entries?.totalWords ?? 0,
    autoUpdated: entries?.autoUpdated ?? 0,
    totalVersions: versions?.value ?? 0,
    counts: {
      all: entries?.all ?? 0,
      faq: entries?.faq ?? 0,
      document: entries?.document ?? 0,
      website: entries?.website ?? 0,
      crawls: crawls?.value ?? 0,
    },
  };
}

export async function insertEntry(db: Executor, values: NewEntry): Promise<EntryRow> {
  const [row] = await db.insert(knowledgeEntries).values(values).returning(entryColumns);
  if (!row) throw new Error('knowledge entry was not created');
  return row;
}

export async function updateEntryRow(
  db: Executor,
  entryId: string,
  values: Partial<NewEntry>,
): Promise<EntryRow> {
  const [row] = await db
    .update(knowledgeEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(knowledgeEntries.id, entryId))
    .returning(entryColumns);
  if (!row) throw new Error(`knowledge entry ${entryId} vanished`);
  return row;
}

export async function deleteEntryRow(db: Executor, organizationId: string, entryId: string) {
  const [row] = await db
    .delete(knowledgeEntries)
    .where(
      and(eq(knowledgeEntries.organizationId, organizationId), eq(knowledgeEntries.id, entryId)),
    )
    .returning({ fileId: knowledgeEntries.fileId });
  return row ?? null;
}

export async function insertVersion(
  db: Executor,
  entry: Pick<
    EntryRow,
    'id' | 'organizationId' | 'version' | 'title' | 'content' | 'wordCount' | 'modifiedBy'
  >,
): Promise<void> {
  await db.insert(knowledgeVersions).values({
    organizationId: entry.organizationId,
    entryId: entry.id,
    version: entry.version,
    title: entry.title,
    content: entry.content,
    wordCount: entry.wordCount,
    modifiedBy: entry.modifiedBy,
  });
}

export async function listVersions(db: Executor, organizationId: string, entryId: string) {
  return db
    .select()
    .from(knowledgeVersions)
    .where(
      and(
        eq(knowledgeVersions.organizationId, organizationId),
        eq(knowledgeVersions.entryId, entryId),
      ),
    )
    .orderBy(desc(knowledgeVersions.version));
}

/**
 * Replaces the passages of an entry (none while it is not published). New passages have no
 * embedding: the worker's embed job, queued here in the same transaction, makes theirs.
 */
export async function replaceChunks(
  db: Executor,
  entry: Pick<EntryRow, 'id' | 'organizationId'>,
  passages: Passage[],
): Promise<void> {
  await db.delete(knowledgeChunks).where(eq(knowledgeChunks.entryId, entry.id));
  if (passages.length === 0) return;
  await db.insert(knowledgeChunks).values(
    passages.map((passage, position) => ({
      organizationId: entry.organizationId,
      entryId: entry.id,
      position,
      heading: passage.heading,
      content: passage.content,
      wordCount: passage.wordCount,
    })),
  );
  await queueKnowledgeEmbedding(db, entry.organizationId);
}

export async function countEntriesUsingFile(db: Executor, fileId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(knowledgeEntries)
    .where(eq(knowledgeEntries.fileId, fileId));
  return row?.value ?? 0;
}

export async function findFile(db: Executor, organizationId: string, fileId: string) {
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.organizationId, organizationId), eq(storedFiles.id, fileId)));
  return file ?? null;
}

export async function insertFile(db: Executor, values: typeof storedFiles.$inferInsert) {
  const [file] = await db.insert(storedFiles).values(values).returning();
  if (!file) throw new Error('stored file was not recorded');
  return file;
}

export async function deleteFileRow(db: Executor, fileId: string) {
  const [file] = await db
    .delete(storedFiles)
    .where(eq(storedFiles.id, fileId))
    .returning({ storageKey: storedFiles.storageKey });
  return file ?? null;
}
