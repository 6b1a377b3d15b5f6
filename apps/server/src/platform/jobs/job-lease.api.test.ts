import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { enqueueJob } from './queue.js';
import { JobWorker } from './worker.js';

/**
 * A worker killed mid-job (kill -9) leaves its job 'running'. Its lease then runs out and another
 * worker, or the restarted one, takes the job over; a live worker renews its lease so nobody does.
 */
describe('job leases', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const jobOfType = async (type: string) =>
    (
      await queryRows<{ status: string; attempts: number }>(
        t.ctx.db,
        sql`SELECT status, attempts FROM jobs WHERE type = ${type}`,
      )
    )[0];

  it('runs again a job left running by a dead worker once its lease is out, not before', async () => {
    const ran: string[] = [];
    const worker = new JobWorker(t.ctx.db, t.ctx.log, 1, { retryBaseSeconds: 1, leaseSeconds: 5 });
    worker.register('test.orphaned', async () => void ran.push('orphaned'));
    worker.register('test.still-held', async () => void ran.push('still-held'));
    await t.ctx.db.execute(sql`
      INSERT INTO jobs (type, payload, status, attempts, locked_at) VALUES
        ('test.orphaned', '{}', 'running', 1, now() - interval '6 seconds'),
        ('test.still-held', '{}', 'running', 1, now() - interval '2 seconds')`);

    expect(await worker.drain()).toBe(1);
    expect(ran).toEqual(['orphaned']);
    expect(await jobOfType('test.orphaned')).toEqual({ status: 'done', attempts: 2 });
    expect(await jobOfType('test.still-held')).toEqual({ status: 'running', attempts: 1 });
  });

  it('fails, without running it again, an orphaned job that had no attempts left', async () => {
    const ran: string[] = [];
    const worker = new JobWorker(t.ctx.db, t.ctx.log, 1, { retryBaseSeconds: 1, leaseSeconds: 5 });
    worker.register('test.poison', async () => void ran.push('poison'));
    await t.ctx.db.execute(sql`
      INSERT INTO jobs (type, payload, status, attempts, max_attempts, locked_at)
      VALUES ('test.poison', '{}', 'running', 3, 3, now() - interval '6 seconds')`);

    expect(await worker.drain()).toBe(1);
    expect(ran).toEqual([]);
    expect(await jobOfType('test.poison')).toEqual({ status: 'failed', attempts: 4 });
  });

  it('keeps the lease of a long job alive, so a second worker never takes it over', async () => {
    const timing = { retryBaseSeconds: 1, leaseSeconds: 0.6 };
    const first = new JobWorker(t.ctx.db, t.ctx.log, 1, timing);
    const second = new JobWorker(t.ctx.db, t.ctx.log, 1, timing);
    const runs: string[] = [];
    let started: () => void = () => undefined;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    first.register('test.long', async () => {
      runs.push('first');
      started();
      await new Promise((resolve) => setTimeout(resolve, 1500));
    });
    second.register('test.long', async () => void runs.push('second'));
    await enqueueJob(t.ctx.db, { type: 'test.long', payload: {} });

    const running = first.drain();
    await firstStarted;
    const until = Date.now() + 1400;
    while (Date.now() < until) {
      await second.drain();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await running;
    expect(runs).toEqual(['first']);
    expect(await jobOfType('test.long')).toEqual({ status: 'done', attempts: 1 });
  });
});
