import type { AppContext } from '../../platform/context.js';
import { embedKnowledgeJob } from './embed-knowledge-job.js';
import { organizationsWithChunksToEmbed } from './queries.js';
import { EMBED_KNOWLEDGE_JOB, queueKnowledgeEmbedding } from './queue-embedding.js';

/**
 * The sweep runs when the worker starts, so a new EMBEDDINGS_MODEL (or a switch to or from the
 * bundled model) re-embeds every organization, and then hourly, to pick up what a job that
 * ran out of retries left behind.
 */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Queues the embed job for each organization with a chunk lacking a vector of the current model. */
export function queueStaleEmbeddings(ctx: Pick<AppContext, 'db' | 'embedder' | 'worker'>) {
  return async (): Promise<number> => {
    const organizations = await organizationsWithChunksToEmbed(ctx.db, ctx.embedder.model);
    for (const organizationId of organizations) {
      await queueKnowledgeEmbedding(ctx.db, organizationId);
    }
    if (organizations.length > 0) ctx.worker.kick();
    return organizations.length;
  };
}

export function registerEmbeddingJobs(ctx: AppContext): void {
  ctx.worker.register(EMBED_KNOWLEDGE_JOB, embedKnowledgeJob(ctx));
  const sweep = queueStaleEmbeddings(ctx);
  ctx.worker.every(SWEEP_EVERY_MS, async () => {
    const queued = await sweep();
    if (queued > 0) ctx.log.info({ organizations: queued }, 'knowledge queued for embedding');
  });
}
