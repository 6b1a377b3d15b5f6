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
  live: () => [...conversationKeys.all, 'live'] as const,
  liveList: () => [...conversationKeys.live(), 'list'] as const,
  liveDetails: () => [...conversationKeys.live(), 'detail'] as const,
  liveDetail: (sessionId: string) => [...conversationKeys.liveDetails(), sessionId] as const,
  /** When the visitor of a session last typed (ms), fed by the staff stream. */
  liveTyping: (sessionId: string) => [...conversationKeys.live(), 'typing', sessionId] as const,
  liveStatsAll: () => [...conversationKeys.live(), 'stats'] as const,
  liveStats: (from: string, to: string) => [...conversationKeys.liveStatsAll(), from, to] as const,
};
