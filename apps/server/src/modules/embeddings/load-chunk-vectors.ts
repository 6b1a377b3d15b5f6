import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { knowledgeChunks, knowledgeEntries } from '../../db/schema.js';
import { decodeVectors } from './vector-bytes.js';

/**
 * The vectors of an organization's published knowledge made by `model` (pass
 * `ctx.embedder.model`), by chunk id (one per window of a long chunk), in one query. A chunk not
 * embedded yet, or by another model, is missing: the answer engine ranks it without similarity
 * until the worker catches up.
 */
export async function loadChunkVectors(
  db: Executor,
  organizationId: string,
  model: string,
): Promise<Map<string, Float32Array[]>> {
  const rows = await db
    .select({
      id: knowledgeChunks.id,
      embedding: knowledgeChunks.embedding,
      dimensions: knowledgeChunks.embeddingDimensions,
    })
    .from(knowledgeChunks)
    .innerJoin(
      knowledgeEntries,
      and(
        eq(knowledgeEntries.id, knowledgeChunks.entryId),
        eq(knowledgeEntries.organizationId, knowledgeChunks.organizationId),
      ),
    )
    .where(
      and(
        eq(knowledgeChunks.organizationId, organizationId),
        eq(knowledgeEntries.status, 'published'),
        eq(knowledgeChunks.embeddingModel, model),
        isNotNull(knowledgeChunks.embedding),
      ),
    );
  const vectors = new Map<string, Float32Array[]>();
  for (const { id, embedding, dimensions } of rows) {
    if (!embedding || embedding.byteLength === 0) continue;
    // A chunk embedded before windows holds one vector until the worker embeds it again.
    vectors.set(id, decodeVectors(embedding, dimensions || embedding.byteLength / 4));
  }
  return vectors;
}
