import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { knowledgeChunks, knowledgeEntries } from '../../db/schema.js';
import type { ChunkForEmbedding } from './embedding-text.js';
import { encodeVectors } from './vector-bytes.js';

/** No vector yet, another model's, or one made before long passages were embedded by windows. */
const needsVectorOf = (model: string): SQL =>
  sql`(${knowledgeChunks.embeddingModel} IS DISTINCT FROM ${model}
    OR ${knowledgeChunks.embeddingDimensions} IS NULL)`;

export interface ChunkToEmbed extends ChunkForEmbedding {
  id: string;
}

/** Chunks of an organization without vectors of `model` (none yet, or another model's). */
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
 * Stores each chunk's vectors (one per window of its text). A chunk replaced meanwhile (new text:
 * new rows) matches nothing, so a vector never lands on text it was not made from.
 */
export async function saveChunkEmbeddings(
  db: Executor,
  organizationId: string,
  model: string,
  embedded: { id: string; vectors: Float32Array[] }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { id, vectors } of embedded) {
      await tx
        .update(knowledgeChunks)
        .set({
          embedding: encodeVectors(vectors),
          embeddingModel: model,
          embeddingDimensions: vectors[0]?.length ?? 0,
        })
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
