import type { PlanLimitKey } from '@concierge/shared';

/** The operator's names for a plan's limits, on the package cards and in the form. */
export const planLimitLabels: Record<PlanLimitKey, string> = {
  chats: 'Chats / month',
  seats: 'Seats',
  knowledgeBase: 'Knowledge entries',
  integrations: 'Integrations',
};
