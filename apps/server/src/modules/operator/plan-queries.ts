import type { OperatorPlan, PlanFieldsInput } from '@concierge/shared';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizations, plans } from '../../db/schema.js';
import { cheapestFirst, toPlanSummary } from '../billing/plan-queries.js';

/** Every plan with the number of organizations on it. */
function selectOperatorPlans(db: Executor) {
  const subscribers = db
    .select({ planId: organizations.plan, n: count().as('n') })
    .from(organizations)
    .groupBy(organizations.plan)
    .as('subscribers');
  return db
    .select({ plan: plans, subscriberCount: sql<number>`coalesce(${subscribers.n}, 0)::int` })
    .from(plans)
    .leftJoin(subscribers, eq(subscribers.planId, plans.id))
    .$dynamic();
}

function toOperatorPlan(row: {
  plan: typeof plans.$inferSelect;
  subscriberCount: number;
}): OperatorPlan {
  return {
    ...toPlanSummary(row.plan),
    subscriberCount: row.subscriberCount,
    createdAt: row.plan.createdAt.toISOString(),
  };
}

function columnsOf(fields: PlanFieldsInput) {
  return {
    name: fields.name,
    description: fields.description,
    priceCents: fields.price * 100,
    features: fields.features,
    chatsLimit: fields.limits.chats,
    seatsLimit: fields.limits.seats,
    knowledgeBaseLimit: fields.limits.knowledgeBase,
    integrationsLimit: fields.limits.integrations,
    popular: fields.popular,
  };
}

/** Every plan: the offered ones in Billing's order, then the others (the trial among them). */
export async function listOperatorPlans(db: Executor): Promise<OperatorPlan[]> {
  const rows = await selectOperatorPlans(db).orderBy(desc(plans.isActive), ...cheapestFirst);
  return rows.map(toOperatorPlan);
}

export async function findOperatorPlan(db: Executor, planId: string): Promise<OperatorPlan | null> {
  const [row] = await selectOperatorPlans(db).where(eq(plans.id, planId));
  return row ? toOperatorPlan(row) : null;
}

/** Inserts an offered plan; false when the id is taken. */
export async function insertPlan(
  db: Executor,
  planId: string,
  fields: PlanFieldsInput,
): Promise<boolean> {
  const rows = await db
    .insert(plans)
    .values({ id: planId, ...columnsOf(fields), isActive: true })
    .onConflictDoNothing({ target: plans.id })
    .returning({ id: plans.id });
  return rows.length > 0;
}

/** False for an unknown plan. */
export async function updatePlan(
  db: Executor,
  planId: string,
  fields: PlanFieldsInput,
): Promise<boolean> {
  const rows = await db
    .update(plans)
    .set(columnsOf(fields))
    .where(eq(plans.id, planId))
    .returning({ id: plans.id });
  return rows.length > 0;
}

export async function updatePlanActive(
  db: Executor,
  planId: string,
  isActive: boolean,
): Promise<void> {
  await db.update(plans).set({ isActive }).where(eq(plans.id, planId));
}

/**
 * Makes `planId` the only popular plan. Every row is written, not only the popular ones, so two
 * operators marking different plans at once queue on the same row locks and the later one wins.
 */
export async function makeOnlyPopular(db: Executor, planId: string): Promise<void> {
  await db.update(plans).set({ popular: sql`${plans.id} = ${planId}` });
}
