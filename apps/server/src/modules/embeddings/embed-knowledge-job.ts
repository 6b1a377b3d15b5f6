import type { Database } from '../../db/client.js';
import type { Embedder } from './embedder.js';
import { embedChunks } from './embed-chunks.js';
import { chunksToEmbed, saveChunkEmbeddings } from './queries.js';

/** Chunks read, embedded and stored per round; a failure keeps the rounds before it. */
const CHUNKS_PER_ROUND = 32;

/**
 * The embed_knowledge job: gives every chunk of one organization vectors of the current model,
 * round after round until none is left (chunks written meanwhile included). A failure (the
 * service is down, the model did not load) fails the job with the embedder's message, and the
 * worker tries again later; the chunks done so far stay done.
 *
 * One run per organization at a time in this process: a job that finds its organization busy
 * leaves the work to the run in progress, which looks once more before it ends.
 */
export function embedKnowledgeJob(ctx: { db: Database; embedder: Embedder }) {
  const running = new Map<string, { again: boolean }>();
  return async (payload: Record<string, unknown>): Promise<void> => {
    const organizationId = String(payload.organizationId);
    const busy = running.get(organizationId);
    if (busy) {
      busy.again = true;
      return;
    }
    const run = { again: false };
    running.set(organizationId, run);
    try {
      const { model } = ctx.embedder;
      for (;;) {
        const chunks = await chunksToEmbed(ctx.db, organizationId, model, CHUNKS_PER_ROUND);
        if (chunks.length === 0) {
          if (!run.again) return;
          run.again = false;
          continue;
        }
        const vectors = await embedChunks(ctx.embedder, chunks);
        const embedded = chunks.map((chunk, index) => ({
          id: chunk.id,
          vectors: vectors[index] ?? [],
        }));
        await saveChunkEmbeddings(ctx.db, organizationId, model, embedded);
      }
    } finally {
      running.delete(organizationId);
    }
  };
}
