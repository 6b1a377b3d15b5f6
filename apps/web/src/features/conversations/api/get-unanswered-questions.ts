import { useInfiniteQuery } from '@tanstack/react-query';
import {
  PAGE_SIZE,
  type AnalyticsRange,
  type UnansweredQuestionGroup,
  type UnansweredQuestions,
} from '@concierge/shared';
import { api } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

export const UNANSWERED_LOAD_FAILED = 'Failed to load unanswered questions';

export function getUnansweredQuestions(days: AnalyticsRange, page: number, signal?: AbortSignal) {
  return api.get<UnansweredQuestions>('/conversations/unanswered', {
    signal,
    query: { days, page, limit: PAGE_SIZE },
  });
}

/** The groups of the pages loaded so far, each once (a group may move between pages meanwhile). */
export function loadedGroups(pages: readonly UnansweredQuestions[] | undefined) {
  const seen = new Map<string, UnansweredQuestionGroup>();
  for (const group of pages?.flatMap((page) => page.groups) ?? []) {
    if (!seen.has(group.key)) seen.set(group.key, group);
  }
  return [...seen.values()];
}

/**
 * GET /conversations/unanswered?days=&page=: the range's questions the bot could not answer,
 * grouped, largest first, ten groups at a time ("Load more").
 */
export function useUnansweredQuestions(days: AnalyticsRange) {
  return useInfiniteQuery({
    queryKey: conversationKeys.unansweredIn(days),
    queryFn: ({ signal, pageParam }) => getUnansweredQuestions(days, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) =>
      lastPage < last.pagination.total_pages ? lastPage + 1 : undefined,
    meta: { errorMessage: UNANSWERED_LOAD_FAILED },
  });
}
