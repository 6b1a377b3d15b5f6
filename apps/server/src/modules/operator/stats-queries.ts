import { count, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { accounts, chatSessions, jobs, organizations, plans } from '../../db/schema.js';

export interface PlatformTotals {
  organizations: number;
  users: number;
  conversations: number;
  /** Tenants on a paid plan, suspended or not, and the suspended ones among them. */
  paidTenants: number;
  suspendedPaidTenants: number;
  /** Paid and not suspended: their number and the sum of their monthly prices. */
  activeSubscriptions: number;
  monthlyRevenueCents: number;
}

export async function platformTotals(db: Executor): Promise<PlatformTotals> {
  const [[users], [conversations], [row]] = await Promise.all([
    db.select({ n: count() }).from(accounts).where(isNull(accounts.platformRole)),
    db.select({ n: count() }).from(chatSessions).where(eq(chatSessions.isTest, false)),
    queryRows<Omit<PlatformTotals, 'users' | 'conversations'>>(
      db,
      sql`select
            count(*)::int as "organizations",
            (count(*) filter (where p.price_cents > 0))::int as "paidTenants",
            (count(*) filter (where p.price_cents > 0 and o.suspended_at is not null))::int
              as "suspendedPaidTenants",
            (count(*) filter (where p.price_cents > 0 and o.suspended_at is null))::int
              as "activeSubscriptions",
            coalesce(sum(p.price_cents) filter (where p.price_cents > 0 and o.suspended_at is null), 0)::int
              as "monthlyRevenueCents"
          from ${organizations} o join ${plans} p on p.id = o.plan`,
    ),
  ]);
  return {
    organizations: row?.organizations ?? 0,
    users: users?.n ?? 0,
    conversations: conversations?.n ?? 0,
    paidTenants: row?.paidTenants ?? 0,
    suspendedPaidTenants: row?.suspendedPaidTenants ?? 0,
    activeSubscriptions: row?.activeSubscriptions ?? 0,
    monthlyRevenueCents: row?.monthlyRevenueCents ?? 0,
  };
}

/** Jobs waiting or running now, and jobs that failed for good in the last 24 hours. */
export async function jobCounts(db: Executor): Promise<{ queued: number; failed24h: number }> {
  const [row] = await db
    .select({
      queued: sql<number>`(count(*) filter (where ${jobs.status} in ('queued', 'running')))::int`,
      failed24h: sql<number>`(count(*) filter (where ${jobs.status} = 'failed'
        and coalesce(${jobs.finishedAt}, ${jobs.createdAt}) > now() - interval '24 hours'))::int`,
    })
    .from(jobs);
  return { queued: row?.queued ?? 0, failed24h: row?.failed24h ?? 0 };
}

/** Milliseconds of one `select 1` round trip to the database, now. */
export async function databaseRoundTrip(db: Executor): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 10) / 10;
}
