import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { jobs } from '../../db/schema.js';
import { enqueueJob } from '../../platform/jobs/queue.js';

export const EMBED_KNOWLEDGE_JOB = 'embed_knowledge';

/**
 * Asks the worker to embed an organization's new chunks, unless a request is already waiting: one
 * run embeds every chunk that needs it, so a crawl of 200 pages queues one job, not 200. A job
 * already running still gets a successor (it may have looked before these chunks existed). Pass
 * the transaction that writes the chunks, so the job exists only if they do.
 */
export async function queueKnowledgeEmbedding(db: Executor, organizationId: string): Promise<void> {
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'queued'),
        eq(jobs.type, EMBED_KNOWLEDGE_JOB),
        eq(jobs.organizationId, organizationId),
        // A failed try waiting for its retry has started: a new request must not wait for it.
        eq(jobs.attempts, 0),
      ),
    )
    .limit(1);
  if (waiting) return;
  await enqueueJob(db, {
    type: EMBED_KNOWLEDGE_JOB,
    organizationId,
    payload: { organizationId },
    maxAttempts: 5,
  });
}
