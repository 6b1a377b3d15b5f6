import { useQuery } from '@tanstack/react-query';
import { knowledgeMessages, type KnowledgeEntryDetail } from '@concierge/shared';
import { api } from '@/lib/api-client';
import { knowledgeKeys } from './query-keys';

/** GET /knowledge/entries/{id}: the entry with its versions, newest first. */
export function useKnowledgeEntry(id: string | null) {
  return useQuery({
    queryKey: knowledgeKeys.entry(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<KnowledgeEntryDetail>(`/knowledge/entries/${encodeURIComponent(id ?? '')}`, {
        signal,
      }),
    enabled: id !== null,
    meta: { errorMessage: knowledgeMessages.entryNotFound },
  });
}
