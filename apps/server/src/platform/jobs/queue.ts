import { jobs } from '../../db/schema.js';
import type { Executor } from '../../db/client.js';

export interface NewJob {
  type: string;
  payload: Record<string, unknown>;
  organizationId?: string | null;
  runAt?: Date;
  maxAttempts?: number;
}

/** Adds work for the worker; pass the transaction so the job exists only if the work commits. */
export async function enqueueJob(executor: Executor, job: NewJob): Promise<void> {
  await executor.insert(jobs).values({
    type: job.type,
    payload: job.payload,
    organizationId: job.organizationId ?? null,
    runAt: job.runAt ?? new Date(),
    maxAttempts: job.maxAttempts ?? 5,
  });
}
