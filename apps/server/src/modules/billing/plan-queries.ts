import type { PlanSummary } from '@concierge/shared';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizations, plans } from '../../db/schema.js';

type PlanRow = typeof plans.$inferSelect;

export function toPlanSummary(row: PlanRow): PlanSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.priceCents / 100,
    interval: row.interval,
    features: row.features,
    limits: {
      chats: row.chatsLimit,
      seats: row.seatsLimit,
      knowledgeBase: row.knowledgeBaseLimit,
      integrations: row.integrationsLimit,
    },
    popular: row.popular,
    isActive: row.isActive,
  };
}

export async function findPlan(db: Executor, planId: string): Promise<PlanSummary | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId));
  return row ? toPlanSummary(row) : null;
}

/** The plan the organization is on, with its limits; null for an unknown organization. */
export async function findPlanOf(
  db: Executor,
  organizationId: string,
): Promise<PlanSummary | null> {
  const [row] = await db
    .select({ plan: plans })
    .from(organizations)
    .innerJoin(plans, eq(plans.id, organizations.plan))
    .where(eq(organizations.id, organizationId));
  return row ? toPlanSummary(row.plan) : null;
}

/** Cheapest first; the name keeps plans of one price in a stable order. */
export const cheapestFirst = [asc(plans.priceCents), asc(plans.name)] as const;

/** What Choose Plan offers: the active plans, cheapest first. */
export async function listActivePlans(db: Executor): Promise<PlanSummary[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(...cheapestFirst);
  return rows.map(toPlanSummary);
}

/** The organization's plan id, timezone and trial end; locked for the transaction when `lock`. */
export async function findOrganizationBilling(db: Executor, organizationId: string, lock = false) {
  const query = db
    .select({
      name: organizations.name,
      plan: organizations.plan,
      timezone: organizations.timezone,
      trialEndsAt: organizations.trialEndsAt,
      createdAt: organizations.createdAt,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateOrganizationPlan(
  db: Executor,
  organizationId: string,
  planId: string,
): Promise<void> {
  await db.update(organizations).set({ plan: planId }).where(eq(organizations.id, organizationId));
}
