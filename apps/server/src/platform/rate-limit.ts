import { eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.js';
import { rateLimitBuckets } from '../db/schema.js';
import { tooManyRequests } from './errors.js';

/**
 * At most `limit` hits under `key` in a fixed window of `windowSeconds`. `message` is what the
 * 429 says: a function of the seconds left, so that it can tell when to try again.
 */
export interface RateLimit {
  key: string;
  limit: number;
  windowSeconds: number;
  message: string | ((retryAfterSeconds: number) => string);
}

function refuse(limit: RateLimit, retryAfterSeconds: number): never {
  const seconds = Math.max(1, retryAfterSeconds);
  const message = typeof limit.message === 'string' ? limit.message : limit.message(seconds);
  throw tooManyRequests(message, seconds);
}

/** Counts one hit under the limit's key; answers the window's hits and the seconds it has left. */
export async function countHit(
  db: Executor,
  limit: RateLimit,
): Promise<{ hits: number; retryAfterSeconds: number }> {
  const windowEnd = sql`now() + make_interval(secs => ${limit.windowSeconds})`;
  const [row] = await queryRows<{ hits: number; retry_after: number }>(
    db,
    sql`
    INSERT INTO rate_limit_buckets (key, hits, window_ends_at) VALUES (${limit.key}, 1, ${windowEnd})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limit_buckets.window_ends_at <= now() THEN 1 ELSE rate_limit_buckets.hits + 1 END,
      window_ends_at = CASE WHEN rate_limit_buckets.window_ends_at <= now() THEN ${windowEnd}
                            ELSE rate_limit_buckets.window_ends_at END
    RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()))::int AS retry_after`,
  );
  return { hits: row?.hits ?? 1, retryAfterSeconds: row?.retry_after ?? limit.windowSeconds };
}

/**
 * Counts one hit against each limit and refuses with 429 once any is over. Every call counts,
 * the refused ones too, so that hammering a full limit does not get through sooner.
 */
export async function enforceRateLimits(db: Executor, limits: RateLimit[]): Promise<void> {
  for (const limit of limits) {
    const { hits, retryAfterSeconds } = await countHit(db, limit);
    if (hits > limit.limit) refuse(limit, retryAfterSeconds);
  }
}

/** The hits of the window running under `key` and the seconds it has left; null when none runs. */
async function runningWindow(
  db: Executor,
  key: string,
): Promise<{ hits: number; retryAfterSeconds: number } | null> {
  const [row] = await queryRows<{ hits: number; retry_after: number }>(
    db,
    sql`SELECT hits, ceil(extract(epoch FROM window_ends_at - now()))::int AS retry_after
        FROM rate_limit_buckets WHERE key = ${key} AND window_ends_at > now()`,
  );
  return row ? { hits: row.hits, retryAfterSeconds: row.retry_after } : null;
}

/**
 * Refuses with 429 when the limit's window already holds `limit` hits, without counting one: for
 * counters of failures (wrong codes, wrong passwords), which the caller counts only when one happens.
 */
export async function requireUnderLimit(db: Executor, limit: RateLimit): Promise<void> {
  const window = await runningWindow(db, limit.key);
  if (window && window.hits >= limit.limit) refuse(limit, window.retryAfterSeconds);
}

/** The hits a running window holds under `key` (0 once it has ended). */
export async function hitsOf(db: Executor, key: string): Promise<number> {
  return (await runningWindow(db, key))?.hits ?? 0;
}

/** Forgets a counter, e.g. the wrong passwords of an account once its owner proved who they are. */
export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}

/** Deletes the counters whose window has ended; the worker runs it now and then. */
export async function sweepFinishedRateLimits(db: Executor): Promise<void> {
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowEndsAt, sql`now()`));
}
