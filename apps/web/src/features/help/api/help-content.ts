import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  helpMessages,
  type FaqEntry,
  type HelpArticle,
  type HelpCategory,
  type HelpVoteResult,
} from '@concierge/shared';
import { toast } from 'sonner';
import { api, apiEnvelope } from '@/lib/api-client';

export interface HelpFilter {
  search: string;
  category: HelpCategory | null;
}

export type HelpItemKind = 'articles' | 'faqs';

export const helpQueryKey = (kind: HelpItemKind) => ['help', kind] as const;
export const helpLoadFailed: Record<HelpItemKind, string> = {
  articles: 'Failed to load help articles',
  faqs: 'Failed to load frequently asked questions',
};

function helpQuery<T>(kind: HelpItemKind, { search, category }: HelpFilter) {
  const query = { search: search.trim() || undefined, category: category ?? undefined };
  return {
    queryKey: [...helpQueryKey(kind), query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<T[]>(`/help/${kind}`, { signal, query }),
    // The tab shows the failure itself, with a retry.
    meta: { silent: true },
  };
}

/** GET /help/articles?search=&category= with the helpful counts and the account's vote. */
export function useHelpArticles(filter: HelpFilter) {
  return useQuery(helpQuery<HelpArticle>('articles', filter));
}

/** GET /help/faqs?search=&category=. */
export function useHelpFaqs(filter: HelpFilter) {
  return useQuery(helpQuery<FaqEntry>('faqs', filter));
}

/**
 * POST /help/{articles|faqs}/:id/vote. The answer's counts are written into every cached list
 * holding the item, so the card, the modal and the accordion agree at once.
 */
export function useHelpVote(kind: HelpItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, helpful }: { id: string; helpful: boolean }) =>
      apiEnvelope<HelpVoteResult>('POST', `/help/${kind}/${encodeURIComponent(id)}/vote`, {
        helpful,
      }).then((answer) => ({ ...answer, id })),
    onSuccess: ({ id, data, message }) => {
      queryClient.setQueriesData<(HelpArticle | FaqEntry)[]>(
        { queryKey: helpQueryKey(kind) },
        (items) => items?.map((item) => (item.id === id ? { ...item, ...data } : item)),
      );
      toast.success(message || helpMessages.thanksForFeedback);
    },
    meta: { errorMessage: 'Failed to save your feedback' },
  });
}
