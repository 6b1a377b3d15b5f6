import type { PlanLimits } from '@concierge/shared';
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { integrations, knowledgeEntries } from '../../db/schema.js';
import { calendarMonth, chatsThisMonth } from '../analytics/chats-this-month.js';
import { countSeatsUsed } from '../team/queries.js';

export async function countKnowledgeEntries(db: Executor, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(knowledgeEntries)
    .where(eq(knowledgeEntries.organizationId, organizationId));
  return row?.n ?? 0;
}

/** A row exists only while a provider is connected (disconnect deletes it). */
export async function countConnectedIntegrations(
  db: Executor,
  organizationId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(integrations)
    .where(eq(integrations.organizationId, organizationId));
  return row?.n ?? 0;
}

/** What each limit counts, now: chats of this calendar month (organization's timezone) and the rest. */
export async function measureUsage(
  db: Executor,
  organizationId: string,
  timeZone: string,
  now: Date,
): Promise<{ used: PlanLimits; periodStart: Date }> {
  const [chats, seats, knowledgeBase, connected] = await Promise.all([
    chatsThisMonth(db, organizationId, timeZone, now),
    countSeatsUsed(db, organizationId),
    countKnowledgeEntries(db, organizationId),
    countConnectedIntegrations(db, organizationId),
  ]);
  return {
    used: { chats, seats, knowledgeBase, integrations: connected },
    periodStart: calendarMonth(now, timeZone).range.start,
  };
}
