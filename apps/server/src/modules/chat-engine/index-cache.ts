import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { buildIndex, loadChunks, type KnowledgeIndex } from './knowledge-index.js';

/** Reads the stored vectors of an organization's published passages made by one model. */
export type VectorLoader = (
  db: Executor,
  organizationId: string,
  model: string,
) => Promise<Map<string, Float32Array[]>>;

interface CachedIndex {
  fingerprint: string;
  index: KnowledgeIndex;
  size: number;
}

/** Documents held across all cached organizations; the least recently used go first. */
const CACHE_DOCUMENTS = 200_000;
const cache = new Map<string, CachedIndex>();
let cachedDocuments = 0;

/**
 * The organization's index, rebuilt only when its published knowledge changed (count and newest
 * update) or the worker stored more vectors of the model in use (or embedded a chunk again in
 * windows): one indexed query tells.
 */
export async function knowledgeIndexFor(
  db: Executor,
  organizationId: string,
  vectors: { model: string; load: VectorLoader } | null,
): Promise<KnowledgeIndex> {
  const [state] = await queryRows<{
    n: number;
    updated: string | null;
    embedded: number;
    windowed: number;
  }>(
    db,
    sql`SELECT entries.n, entries.updated, chunks.embedded, chunks.windowed
        FROM (SELECT count(*)::int AS n, max(updated_at)::text AS updated
              FROM knowledge_entries
              WHERE organization_id = ${organizationId} AND status = 'published') entries,
          (SELECT count(*)::int AS embedded, count(embedding_dimensions)::int AS windowed
              FROM knowledge_chunks
              WHERE organization_id = ${organizationId}
                AND embedding_model = ${vectors?.model ?? ''}) chunks`,
  );
  const fingerprint = [
    state?.n ?? 0,
    state?.updated ?? '',
    vectors?.model ?? '',
    state?.embedded ?? 0,
    state?.windowed ?? 0,
  ].join(':');
  const cached = cache.get(organizationId);
  if (cached?.fingerprint === fingerprint) {
    // Most recently used last.
    cache.delete(organizationId);
    cache.set(organizationId, cached);
    return cached.index;
  }
  const [rows, stored] = await Promise.all([
    loadChunks(db, organizationId),
    vectors && (state?.embedded ?? 0) > 0
      ? vectors.load(db, organizationId, vectors.model)
      : Promise.resolve(new Map<string, Float32Array[]>()),
  ]);
  const index = buildIndex(rows, stored);
  remember(organizationId, { fingerprint, index, size: index.documents.length });
  return index;
}

function remember(organizationId: string, entry: CachedIndex): void {
  const previous = cache.get(organizationId);
  if (previous) {
    cachedDocuments -= previous.size;
    cache.delete(organizationId);
  }
  while (cache.size > 0 && cachedDocuments + entry.size > CACHE_DOCUMENTS) {
    const [oldest, evicted] = cache.entries().next().value as [string, CachedIndex];
    cache.delete(oldest);
    cachedDocuments -= evicted.size;
  }
  cache.set(organizationId, entry);
  cachedDocuments += entry.size;
}
