import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZE,
  type AnalyticsRange,
  type ConversationOutcome,
  type ConversationsPage,
} from '@concierge/shared';
import { api } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

export type OutcomeFilter = 'all' | ConversationOutcome;

export interface ConversationFilters {
  days: AnalyticsRange;
  outcome: OutcomeFilter;
  /** Already trimmed; empty sends no search. */
  search: string;
  page: number;
}

export const CONVERSATIONS_LOAD_FAILED = 'Failed to load conversations';

/** The query string of the list and of its CSV export. */
export function conversationQuery(filters: Omit<ConversationFilters, 'page'>) {
  return {
    days: filters.days,
    outcome: filters.outcome,
    search: filters.search || undefined,
  };
}

export function getConversations(filters: ConversationFilters, signal?: AbortSignal) {
  return api.get<ConversationsPage>('/conversations', {
    signal,
    query: { ...conversationQuery(filters), page: filters.page, limit: PAGE_SIZE },
  });
}

/** GET /conversations: one page of the range's conversations, filtered on the server. */
export function useConversations(filters: ConversationFilters) {
  return useQuery({
    queryKey: conversationKeys.list(filters),
    queryFn: ({ signal }) => getConversations(filters, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: CONVERSATIONS_LOAD_FAILED },
  });
}
