import type { PlanLimitKey } from '@concierge/shared';

/** The name of each plan limit, on the usage bars and the plan cards. */
export const usageLabels: Record<PlanLimitKey, string> = {
  chats: 'Conversations this month',
  seats: 'Team seats',
  knowledgeBase: 'Knowledge base entries',
  integrations: 'Integrations',
};
