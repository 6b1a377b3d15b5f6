import { useMutation, useQueryClient } from '@tanstack/react-query';
import { knowledgeMessages, type KnowledgeEntry, type UpdateEntryInput } from '@concierge/shared';
import { toast } from 'sonner';
import { apiEnvelope } from '@/lib/api-client';
import { knowledgeKeys } from './query-keys';

/** PUT /knowledge/entries/{id}: the edit becomes a new version. */
export function useUpdateEntry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateEntryInput) =>
      apiEnvelope<KnowledgeEntry>('PUT', `/knowledge/entries/${encodeURIComponent(id)}`, input),
    onSuccess: ({ message }) => {
      toast.success(message || knowledgeMessages.entryUpdated);
      return queryClient.invalidateQueries({ queryKey: knowledgeKeys.entries() });
    },
  });
}
