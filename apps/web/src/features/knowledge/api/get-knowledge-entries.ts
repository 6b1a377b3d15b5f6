import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  knowledgeMessages,
  type KnowledgeEntryPage,
  type ListEntriesQuery,
} from '@concierge/shared';
import { api } from '@/lib/api-client';
import { hasPendingEntries, isCrawlRunning, PENDING_REFETCH_MS } from './pending-work';
import { knowledgeKeys } from './query-keys';

export const ENTRIES_PAGE_SIZE = 24;

export function getKnowledgeEntries(query: ListEntriesQuery, signal?: AbortSignal) {
  return api.get<KnowledgeEntryPage>('/knowledge/entries', {
    signal,
    query: {
      search: query.search || undefined,
      source: query.source,
      status: query.status,
      type: query.type,
      page: query.page,
      limit: query.limit,
    },
  });
}

/** GET /knowledge/entries: one page of entries, the pagination and the summary of the whole base. */
export function useKnowledgeEntries(query: ListEntriesQuery) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: knowledgeKeys.entryList(query),
    queryFn: ({ signal }) => getKnowledgeEntries(query, signal),
    placeholderData: keepPreviousData,
    // Poll while an entry of this page is processing or crawling, or a crawl runs.
    refetchInterval: (current) =>
      hasPendingEntries(current.state.data) || isCrawlRunning(queryClient)
        ? PENDING_REFETCH_MS
        : false,
    // The page shows its own error panel with Retry instead of a toast.
    meta: { silent: true, errorMessage: knowledgeMessages.loadFailed },
  });
}
