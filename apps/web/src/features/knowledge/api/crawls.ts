import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  knowledgeMessages,
  type AddCrawlInput,
  type CrawlConfig,
  type UpdateCrawlInput,
} from '@concierge/shared';
import { toast } from 'sonner';
import { api, apiEnvelope } from '@/lib/api-client';
import { hasRunningCrawl, PENDING_REFETCH_MS } from './pending-work';
import { knowledgeKeys } from './query-keys';

const crawlPath = (id: string) => `/knowledge/crawls/${encodeURIComponent(id)}`;

/** GET /knowledge/crawls: the websites the organization crawls. */
export function useCrawlConfigs() {
  return useQuery({
    queryKey: knowledgeKeys.crawls(),
    queryFn: ({ signal }) => api.get<CrawlConfig[]>('/knowledge/crawls', { signal }),
    refetchInterval: (current) =>
      hasRunningCrawl(current.state.data) ? PENDING_REFETCH_MS : false,
    meta: { silent: true },
  });
}

/** A crawl change also changes entries (crawled pages) and the tab counts: refresh both. */
function useCrawlMutation<Input>(
  call: (input: Input) => Promise<{ message: string }>,
  fallbackSuccess: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ message }) => {
      toast.success(message || fallbackSuccess);
      return queryClient.invalidateQueries({ queryKey: knowledgeKeys.all });
    },
  });
}

export function useAddCrawl() {
  return useCrawlMutation(
    (input: AddCrawlInput) => apiEnvelope<CrawlConfig>('POST', '/knowledge/crawls', input),
    knowledgeMessages.crawlAdded,
  );
}

export function useUpdateCrawl(fallbackSuccess: string = knowledgeMessages.crawlUpdated) {
  return useCrawlMutation(
    ({ id, changes }: { id: string; changes: UpdateCrawlInput }) =>
      apiEnvelope<CrawlConfig>('PATCH', crawlPath(id), changes),
    fallbackSuccess,
  );
}

export function useDeleteCrawl() {
  return useCrawlMutation(
    (id: string) => apiEnvelope<null>('DELETE', crawlPath(id)),
    knowledgeMessages.crawlDeleted,
  );
}

export function useRunCrawl() {
  return useCrawlMutation(
    (id: string) => apiEnvelope<CrawlConfig>('POST', `${crawlPath(id)}/run`),
    knowledgeMessages.crawlQueued,
  );
}
