import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { JobTiming } from '../../config.js';
import { queryRows, type Database } from '../../db/client.js';

/** Which run of its job this is; `final` when a failure now will not be retried. */
export interface JobAttempt {
  number: number;
  final: boolean;
}

export type JobHandler = (payload: Record<string, unknown>, attempt: JobAttempt) => Promise<void>;

interface ClaimedJob {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

const POLL_INTERVAL_MS = 1000;
const MAX_BACKOFF_SECONDS = 3600;

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED (safe with many workers), runs the handler for its
 * type, and retries failures with exponential backoff up to max_attempts. Up to `concurrency` jobs
 * run at once, so a long crawl never holds up a verification e-mail.
 */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly periodicTasks: { everyMs: number; run: () => Promise<void>; lastRun: number }[] =
    [];
  private timer: NodeJS.Timeout | undefined;
  private readonly runners = new Set<Promise<void>>();
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly concurrency: number,
    private readonly timing: JobTiming,
  ) {}

  register(type: string, handler: JobHandler): void {
    this.handlers.set(type, handler);
  }

  /** Work to do on a schedule while the worker runs (e.g. queueing due crawls). */
  every(everyMs: number, run: () => Promise<void>): void {
    this.periodicTasks.push({ everyMs, run, lastRun: 0 });
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.all(this.runners);
  }

  /** Asks for a run soon, instead of at the next poll: new work was just queued. */
  kick(): void {
    if (!this.stopped) this.schedule(50);
  }

  /**
   * Runs every due job, and the jobs those queue, until none is due; tests call it instead of
   * waiting for the poll. Jobs run one after another here, so tests see a settled database.
   */
  async drain(): Promise<number> {
    let count = 0;
    while (await this.runOne()) count += 1;
    return count;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
  }

  /**
   * Polls every second even without a kick: retries and scheduled jobs fall due by their run_at,
   * and other processes queue work this one is never told about.
   */
  private async tick(): Promise<void> {
    await this.runPeriodicTasks();
    while (!this.stopped && this.runners.size < this.concurrency) {
      const runner: Promise<void> = this.runUntilIdle()
        .catch((error: unknown) => this.log.error({ err: error }, 'job worker loop failed'))
        .finally(() => this.runners.delete(runner));
      this.runners.add(runner);
    }
    this.schedule(POLL_INTERVAL_MS);
  }

  private async runUntilIdle(): Promise<void> {
    while (!this.stopped && (await this.runOne()));
  }

  private async runPeriodicTasks(): Promise<void> {
    const now = Date.now();
    for (const task of this.periodicTasks) {
      if (now - task.lastRun < task.everyMs) continue;
      task.lastRun = now;
      await task
        .run()
        .catch((error: unknown) => this.log.error({ err: error }, 'periodic task failed'));
    }
  }

  private async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    if (job.attempts > job.max_attempts) {
      // Taken over after its last attempt's worker died: a job that kills its worker stops here.
      await this.fail(job, new Error('the worker stopped during the last attempt'));
      return true;
    }
    const handler = this.handlers.get(job.type);
    const heartbeat = this.keepLease(job.id);
    try {
      if (!handler) throw new Error(`no handler for job type "${job.type}"`);
      await handler(job.payload, {
        number: job.attempts,
        final: job.attempts >= job.max_attempts,
      });
      await this.db.execute(
        sql`UPDATE jobs SET status = 'done', finished_at = now(), locked_at = NULL WHERE id = ${job.id}`,
      );
    } catch (error) {
      await this.fail(job, error);
    } finally {
      // A late heartbeat is harmless: it renews only a job still 'running'.
      clearInterval(heartbeat);
    }
    return true;
  }

  /** Renews the job's lock while it runs, so only a dead worker's jobs look orphaned. */
  private keepLease(jobId: string): NodeJS.Timeout {
    const heartbeat = setInterval(
      () => {
        this.db
          .execute(
            sql`UPDATE jobs SET locked_at = now() WHERE id = ${jobId} AND status = 'running'`,
          )
          .catch((error: unknown) => this.log.warn({ err: error, jobId }, 'job lease not renewed'));
      },
      (this.timing.leaseSeconds * 1000) / 3,
    );
    heartbeat.unref();
    return heartbeat;
  }

  private async claim(): Promise<ClaimedJob | null> {
    const [job] = await queryRows<ClaimedJob>(
      this.db,
      sql`
      UPDATE jobs SET status = 'running', locked_at = now(), attempts = attempts + 1
      WHERE id = (
        SELECT id FROM jobs
        WHERE (status = 'queued' AND run_at <= now())
           OR (status = 'running' AND locked_at < now() - make_interval(secs => ${this.timing.leaseSeconds}))
        ORDER BY run_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, type, payload, attempts, max_attempts`,
    );
    return job ?? null;
  }

  private async fail(job: ClaimedJob, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const final = job.attempts >= job.max_attempts;
    const backoffSeconds = Math.min(
      2 ** (job.attempts - 1) * this.timing.retryBaseSeconds,
      MAX_BACKOFF_SECONDS,
    );
    this.log.warn({ jobId: job.id, type: job.type, attempt: job.attempts, final }, message);
    await this.db.execute(sql`
      UPDATE jobs SET
        status = ${final ? 'failed' : 'queued'},
        last_error = ${message},
        locked_at = NULL,
        run_at = now() + make_interval(secs => ${backoffSeconds}),
        finished_at = ${final ? sql`now()` : null}
      WHERE id = ${job.id}`);
  }
}
