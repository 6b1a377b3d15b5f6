import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  clearRateLimit,
  countHit,
  enforceRateLimits,
  hitsOf,
  requireUnderLimit,
  sweepFinishedRateLimits,
  type RateLimit,
} from './rate-limit.js';

describe('rate-limit counters in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const limit = (key: string, max = 2): RateLimit => ({
    key,
    limit: max,
    windowSeconds: 600,
    message: (seconds) => `Wait ${seconds} s`,
  });
  /** Ends the window running under `key`, as if its time had passed. */
  const endWindow = (key: string) =>
    t.ctx.db.execute(
      sql`UPDATE rate_limit_buckets SET window_ends_at = now() - interval '1 second' WHERE key = ${key}`,
    );

  it('refuses past the limit with the wait in the message, and counts afresh in a new window', async () => {
    await enforceRateLimits(t.ctx.db, [limit('a')]);
    await enforceRateLimits(t.ctx.db, [limit('a')]);
    await expect(enforceRateLimits(t.ctx.db, [limit('a')])).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Wait (59\d|600) s$/),
      data: { retryAfterSeconds: expect.any(Number) },
    });
    await endWindow('a');
    expect(await hitsOf(t.ctx.db, 'a')).toBe(0);
    await enforceRateLimits(t.ctx.db, [limit('a')]);
    expect(await hitsOf(t.ctx.db, 'a')).toBe(1);
  });

  it('checks a failure counter without counting, until it is cleared', async () => {
    await requireUnderLimit(t.ctx.db, limit('failures'));
    await countHit(t.ctx.db, limit('failures'));
    await requireUnderLimit(t.ctx.db, limit('failures'));
    await countHit(t.ctx.db, limit('failures'));
    await expect(requireUnderLimit(t.ctx.db, limit('failures'))).rejects.toMatchObject({
      statusCode: 429,
    });
    expect(await hitsOf(t.ctx.db, 'failures')).toBe(2);
    await clearRateLimit(t.ctx.db, 'failures');
    await requireUnderLimit(t.ctx.db, limit('failures'));
  });

  it('sweeps the finished windows and keeps the running ones', async () => {
    await countHit(t.ctx.db, limit('finished'));
    await countHit(t.ctx.db, limit('running'));
    await endWindow('finished');
    await sweepFinishedRateLimits(t.ctx.db);
    const keys = await queryRows<{ key: string }>(
      t.ctx.db,
      sql`SELECT key FROM rate_limit_buckets WHERE key IN ('finished', 'running')`,
    );
    expect(keys).toEqual([{ key: 'running' }]);
  });
});
