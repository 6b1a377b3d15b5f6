import {
  operatorMessages,
  TRIAL_PLAN_ID,
  type CreatePlanInput,
  type OperatorPlan,
  type PlanFieldsInput,
} from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import * as queries from './plan-queries.js';

export interface PlanChange {
  message: string;
  plan: OperatorPlan;
}

/**
 * Issue 8 Packages and Plans: the operator manages the plan rows. Organizations read their limits
 * from their plan's row, so an edit reaches every organization on it at once.
 */
export class PlanService {
  constructor(private readonly ctx: AppContext) {}

  list(): Promise<OperatorPlan[]> {
    return queries.listOperatorPlans(this.ctx.db);
  }

  /** A new plan is offered in Billing straight away. */
  create(input: CreatePlanInput): Promise<PlanChange> {
    const { id, ...fields } = input;
    return this.ctx.db.transaction(async (tx) => {
      if (!(await queries.insertPlan(tx, id, fields))) throw conflict(operatorMessages.planExists);
      if (fields.popular) await queries.makeOnlyPopular(tx, id);
      return {
        message: operatorMessages.planCreated(fields.name),
        plan: await requirePlan(tx, id),
      };
    });
  }

  update(planId: string, fields: PlanFieldsInput): Promise<PlanChange> {
    return this.ctx.db.transaction(async (tx) => {
      if (!(await queries.updatePlan(tx, planId, fields))) {
        throw notFound(operatorMessages.planNotFound);
      }
      if (fields.popular) await queries.makeOnlyPopular(tx, planId);
      return {
        message: operatorMessages.planSaved(fields.name),
        plan: await requirePlan(tx, planId),
      };
    });
  }

  /**
   * Offers the plan in Billing or stops offering it. Organizations already on a plan that is no
   * longer offered stay on it until they choose another.
   */
  async setActive(planId: string, isActive: boolean): Promise<PlanChange> {
    const plan = await requirePlan(this.ctx.db, planId);
    if (isActive && plan.id === TRIAL_PLAN_ID) throw conflict(operatorMessages.trialNotOffered);
    await queries.updatePlanActive(this.ctx.db, plan.id, isActive);
    return {
      message: isActive
        ? operatorMessages.planActivated(plan.name)
        : operatorMessages.planDeactivated(plan.name),
      plan: { ...plan, isActive },
    };
  }
}

async function requirePlan(db: Executor, planId: string): Promise<OperatorPlan> {
  const plan = await queries.findOperatorPlan(db, planId);
  if (!plan) throw notFound(operatorMessages.planNotFound);
  return plan;
}
