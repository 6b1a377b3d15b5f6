import { sql } from 'drizzle-orm';
import { authMessages } from '@concierge/shared';
import { queryRows, type Database } from '../db/client.js';
import { tooManyRequests } from './errors.js';

export interface RateLimitRule {
  key: string;
  limit: number;
}

/**
 * Counts one hit against each rule's fixed window and refuses with 429 once any rule is over its
 * limit. Counters live in the database, so every API process sees the same numbers.
 */
export async function enforceRateLimits(
  db: Database,
  windowSeconds: number,
  rules: RateLimitRule[],
  message: string = authMessages.tooManyAttempts,
): Promise<void> {
  for (const rule of rules) {
    const [row] = await queryRows<{ hits: number; retry_after: number }>(
      db,
      sql`
      INSERT INTO rate_limit_buckets (key, window_started_at, hits) VALUES (${rule.key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limit_buckets.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                    THEN 1 ELSE rate_limit_buckets.hits + 1 END,
        window_started_at = CASE WHEN rate_limit_buckets.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                    THEN now() ELSE rate_limit_buckets.window_started_at END
      RETURNING hits, ceil(extract(epoch FROM window_started_at + make_interval(secs => ${windowSeconds}) - now()))::int AS retry_after`,
    );
    if (row && row.hits > rule.limit) {
      throw tooManyRequests(message, Math.max(1, row.retry_after));
    }
  }
}
