import { useQuery } from '@tanstack/react-query';
import type { AnalyticsRange, UnansweredQuestions } from '@concierge/shared';
import { api } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

export const UNANSWERED_LOAD_FAILED = 'Failed to load unanswered questions';

export function getUnansweredQuestions(days: AnalyticsRange, signal?: AbortSignal) {
  return api.get<UnansweredQuestions>('/conversations/unanswered', { signal, query: { days } });
}

/** GET /conversations/unanswered?days=: the range's questions the bot could not answer, grouped. */
export function useUnansweredQuestions(days: AnalyticsRange) {
  return useQuery({
    queryKey: conversationKeys.unansweredIn(days),
    queryFn: ({ signal }) => getUnansweredQuestions(days, signal),
    meta: { errorMessage: UNANSWERED_LOAD_FAILED },
  });
}
