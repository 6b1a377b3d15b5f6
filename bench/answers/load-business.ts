import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { knowledgeChunks, organizations } from '../../apps/server/src/db/schema.js';
import { createPublishedEntry } from '../../apps/server/src/modules/knowledge/entry-content.js';
import { insertFile } from '../../apps/server/src/modules/knowledge/queries.js';
import type { Bm25Document } from '../support/bm25-baseline.js';
import { embedOrganization } from './engine.js';
import type { Business, BusinessEntry } from './types.js';

export interface LoadedBusiness {
  organizationId: string;
  /** Entry id → title, for this organization's entries only. */
  titles: Map<string, string>;
  /** Title → entry id. */
  ids: Map<string, string>;
  /** What the embeddings step did. */
  embeddings: string;
}

/**
 * Creates an organization and publishes the business's knowledge the way the app does: Q&A typed
 * in, documents uploaded (a stored file, then the extracted text), pages crawled (with their
 * address). Every entry goes through `createPublishedEntry`, so the app's own chunking makes the
 * passages; then the organization's chunks are embedded.
 */
export async function loadBusiness(
  db: Database,
  business: Business,
  organizationName = business.name,
): Promise<LoadedBusiness> {
  const [organization] = await db
    .insert(organizations)
    .values({ name: organizationName })
    .returning();
  if (!organization) throw new Error('no organization');
  const titles = new Map<string, string>();
  const ids = new Map<string, string>();
  for (const entry of business.entries) {
    const row = await publishEntry(db, organization.id, entry);
    if (ids.has(row.title)) throw new Error(`${business.slug}: two entries titled "${row.title}"`);
    titles.set(row.id, row.title);
    ids.set(row.title, row.id);
  }
  const embeddings = await embedOrganization(db, organization.id);
  return { organizationId: organization.id, titles, ids, embeddings };
}

async function publishEntry(db: Database, organizationId: string, entry: BusinessEntry) {
  const common = {
    organizationId,
    type: entry.type,
    title: entry.title,
    content: entry.content,
    tags: entry.tags ?? [],
  };
  if (entry.type === 'website') {
    return createPublishedEntry(db, {
      ...common,
      sourceType: 'crawl',
      url: entry.url ?? null,
      modifiedBy: 'Website crawler',
    });
  }
  if (entry.type === 'document') {
    const fileId = randomUUID();
    const data = Buffer.from(entry.content);
    await insertFile(db, {
      id: fileId,
      organizationId,
      storageKey: `${organizationId}/${fileId}`,
      fileName: entry.fileName ?? `${entry.title}.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
    });
    return createPublishedEntry(db, {
      ...common,
      sourceType: 'upload',
      fileId,
      modifiedBy: 'Bench',
    });
  }
  return createPublishedEntry(db, { ...common, sourceType: 'manual', modifiedBy: 'Bench' });
}

/**
 * The baseline's documents: one per Q&A (question and answer), one per stored chunk of a document
 * or page, read back from knowledge_chunks so both rankers see the same passages.
 */
export async function baselineDocuments(
  db: Database,
  business: Business,
  loaded: LoadedBusiness,
): Promise<Bm25Document[]> {
  const documents: Bm25Document[] = [];
  for (const entry of business.entries) {
    if (entry.type !== 'faq') continue;
    const entryId = loaded.ids.get(entry.title) ?? '';
    documents.push({ entryId, text: `${entry.title}\n${entry.content}`, passage: entry.content });
  }
  // In the business's own order, not by the entries' random ids: BM25 breaks a tie by order, so
  // the baseline's figures stay the same from run to run.
  const order = new Map(business.entries.map((entry, i) => [loaded.ids.get(entry.title), i]));
  const chunks = (
    await db
      .select()
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.organizationId, loaded.organizationId))
      .orderBy(knowledgeChunks.position)
  ).sort((a, b) => (order.get(a.entryId) ?? 0) - (order.get(b.entryId) ?? 0));
  const faqIds = new Set(
    business.entries
      .filter((entry) => entry.type === 'faq')
      .map((entry) => loaded.ids.get(entry.title)),
  );
  for (const chunk of chunks) {
    if (faqIds.has(chunk.entryId)) continue;
    documents.push({
      entryId: chunk.entryId,
      text: `${chunk.heading}\n${chunk.content}`,
      passage: chunk.content,
    });
  }
  return documents;
}
