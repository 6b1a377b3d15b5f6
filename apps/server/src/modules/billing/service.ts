import {
  billingMessages,
  PLAN_LIMIT_KEYS,
  UNLIMITED,
  type BillingOverview,
  type PlanLimitKey,
  type PlanLimits,
  type PlanSummary,
} from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { ORGANIZATION_NOT_FOUND, requirePermission, type Tenant } from '../../platform/tenancy.js';
import * as queries from './plan-queries.js';
import { measureUsage } from './usage.js';

/** A downgrade may leave this month's chats above the new limit; the rest must fit. */
const LIMITS_A_CHANGE_MUST_FIT: PlanLimitKey[] = ['seats', 'knowledgeBase', 'integrations'];

/** Issue 8 Billing: the organization's plan and what it uses of it; the owner changes the plan. */
export class BillingService {
  constructor(private readonly ctx: AppContext) {}

  async overview(tenant: Tenant, now = new Date()): Promise<BillingOverview> {
    return overviewOf(this.ctx.db, tenant.organizationId, now);
  }

  async changePlan(
    tenant: Tenant,
    planId: string,
    now = new Date(),
  ): Promise<{ message: string; overview: BillingOverview }> {
    requirePermission(tenant, 'manageBilling');
    return this.ctx.db.transaction(async (tx) => {
      // The lock orders this change after any invitation or entry being added right now.
      const organization = await queries.findOrganizationBilling(tx, tenant.organizationId, true);
      if (!organization) throw notFound(ORGANIZATION_NOT_FOUND);
      const plan = await queries.findPlan(tx, planId.trim());
      if (!plan?.isActive) throw notFound(billingMessages.planNotFound);
      if (plan.id === organization.plan) throw conflict(billingMessages.samePlan(plan.name));
      const { used } = await measureUsage(tx, tenant.organizationId, organization.timezone, now);
      const over = firstLimitExceeded(used, plan.limits);
      if (over) {
        throw conflict(
          billingMessages.overNewLimit(plan.name, over, used[over], plan.limits[over]),
        );
      }
      await queries.updateOrganizationPlan(tx, tenant.organizationId, plan.id);
      return {
        message: billingMessages.planChanged(plan.name),
        overview: await overviewOf(tx, tenant.organizationId, now),
      };
    });
  }
}

function firstLimitExceeded(used: PlanLimits, limits: PlanLimits): PlanLimitKey | null {
  return (
    LIMITS_A_CHANGE_MUST_FIT.find((key) => limits[key] !== UNLIMITED && used[key] > limits[key]) ??
    null
  );
}

async function overviewOf(
  db: Executor,
  organizationId: string,
  now: Date,
): Promise<BillingOverview> {
  const organization = await queries.findOrganizationBilling(db, organizationId);
  const plan = organization && (await queries.findPlan(db, organization.plan));
  if (!organization || !plan) throw notFound(ORGANIZATION_NOT_FOUND);
  const [{ used, periodStart }, plans] = await Promise.all([
    measureUsage(db, organizationId, organization.timezone, now),
    queries.listActivePlans(db),
  ]);
  return {
    plan,
    usage: usageOf(used, plan),
    plans,
    trialEndsAt: organization.trialEndsAt?.toISOString() ?? null,
    periodStart: periodStart.toISOString(),
    customerSince: organization.createdAt.toISOString(),
  };
}

function usageOf(used: PlanLimits, plan: PlanSummary): BillingOverview['usage'] {
  return Object.fromEntries(
    PLAN_LIMIT_KEYS.map((key) => [key, { used: used[key], limit: plan.limits[key] }]),
  ) as BillingOverview['usage'];
}
