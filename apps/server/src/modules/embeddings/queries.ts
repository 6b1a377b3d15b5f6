import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { knowledgeChunks, knowledgeEntries } from '../../db/schema.js';
import type { ChunkForEmbedding } from './embedding-text.js';
import { encodeVector } from './vector-bytes.js';

/** No vector yet, or another model's. */
const needsVectorOf = (model: string): SQL =>
  sql`${knowledgeChunks.embeddingModel} IS DISTINCT FROM ${model}`;

export interface ChunkToEmbed extends ChunkForEmbedding {
  id: string;
}

/** Chunks of an organization without a vector of `model` (none yet, or another model's). */
export async function chunksToEmbed(
  db: Executor,
  organizationId: string,
  model: string,
  limit: number,
): Promise<ChunkToEmbed[]> {
  return db
    .select({
      id: knowledgeChunks.id,
      entryType: knowledgeEntries.type,
      entryTitle: knowledgeEntries.title,
      heading: knowledgeChunks.heading,
      content: knowledgeChunks.content,
    })
    .from(knowledgeChunks)
    .innerJoin(
      knowledgeEntries,
      and(
        eq(knowledgeEntries.id, knowledgeChunks.entryId),
        eq(knowledgeEntries.organizationId, knowledgeChunks.organizationId),
      ),
    )
    .where(and(eq(knowledgeChunks.organizationId, organizationId), needsVectorOf(model)))
    .orderBy(asc(knowledgeChunks.id))
    .limit(limit);
}

/**
 * Stores the vectors. A chunk replaced meanwhile (new text: new rows) matches nothing, so a
 * vector never lands on text it was not made from.
 */
export async function saveChunkEmbeddings(
  db: Executor,
  organizationId: string,
  model: string,
  embedded: { id: string; vector: Float32Array }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { id, vector } of embedded) {
      await tx
        .update(knowledgeChunks)
        .set({ embedding: encodeVector(vector), embeddingModel: model })
        .where(and(eq(knowledgeChunks.organizationId, organizationId), eq(knowledgeChunks.id, id)));
    }
  });
}

/** Organizations with a chunk that has no vector of `model`. */
export async function organizationsWithChunksToEmbed(db: Executor, model: string) {
  const rows = await db
    .selectDistinct({ organizationId: knowledgeChunks.organizationId })
    .from(knowledgeChunks)
    .where(needsVectorOf(model));
  return rows.map((row) => row.organizationId);
}
