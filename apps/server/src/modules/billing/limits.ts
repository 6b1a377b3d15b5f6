import { billingMessages, UNLIMITED, type PlanLimitKey } from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import { conflict, notFound } from '../../platform/errors.js';
import { ORGANIZATION_NOT_FOUND } from '../../platform/tenancy.js';
import { findPlanOf } from './plan-queries.js';
import { countConnectedIntegrations, countKnowledgeEntries } from './usage.js';

const counters: Record<'knowledgeBase' | 'integrations', typeof countKnowledgeEntries> = {
  knowledgeBase: countKnowledgeEntries,
  integrations: countConnectedIntegrations,
};

/**
 * Refuses (409 limitReached) adding one more knowledge entry or connected integration when the
 * organization's plan is already full. Seats have their own check in the team module.
 */
export async function requireRoomFor(
  db: Executor,
  organizationId: string,
  key: Extract<PlanLimitKey, 'knowledgeBase' | 'integrations'>,
  adding = 1,
): Promise<void> {
  const plan = await findPlanOf(db, organizationId);
  if (!plan) throw notFound(ORGANIZATION_NOT_FOUND);
  const limit = plan.limits[key];
  if (limit === UNLIMITED) return;
  if ((await counters[key](db, organizationId)) + adding > limit) {
    throw conflict(billingMessages.limitReached(plan.name, key, limit));
  }
}
