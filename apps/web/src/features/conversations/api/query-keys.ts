import type { AnalyticsRange } from '@concierge/shared';
import type { ConversationFilters } from './get-conversations';

/** Every query of the screen sits under one root. */
export const conversationKeys = {
  all: ['conversations'] as const,
  analytics: (days: AnalyticsRange) => [...conversationKeys.all, 'analytics', days] as const,
  list: (filters: ConversationFilters) => [...conversationKeys.all, 'list', filters] as const,
  detail: (id: string) => [...conversationKeys.all, 'detail', id] as const,
  unanswered: () => [...conversationKeys.all, 'unanswered'] as const,
  unansweredIn: (days: AnalyticsRange) => [...conversationKeys.unanswered(), days] as const,
};
