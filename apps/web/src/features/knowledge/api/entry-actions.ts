import { useMutation, useQueryClient } from '@tanstack/react-query';
import { knowledgeMessages, type KnowledgeEntry } from '@concierge/shared';
import { toast } from 'sonner';
import { apiEnvelope } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { knowledgeKeys } from './query-keys';

const entryPath = (id: string) => `/knowledge/entries/${encodeURIComponent(id)}`;

/** One mutation per card action; each toasts the server's message and refreshes the lists. */
function useEntryMutation(
  call: (entry: KnowledgeEntry) => Promise<{ message: string }>,
  fallbackSuccess: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ message }) => {
      toast.success(message || fallbackSuccess);
      return queryClient.invalidateQueries({ queryKey: knowledgeKeys.entries() });
    },
  });
}

export function useDuplicateEntry() {
  return useEntryMutation(
    (entry) => apiEnvelope<KnowledgeEntry>('POST', `${entryPath(entry.id)}/duplicate`),
    knowledgeMessages.entryDuplicated,
  );
}

export function useReprocessEntry() {
  return useEntryMutation(
    (entry) => apiEnvelope<KnowledgeEntry>('POST', `${entryPath(entry.id)}/reprocess`),
    knowledgeMessages.reprocessQueued,
  );
}

export function useDeleteEntry() {
  return useEntryMutation(
    (entry) => apiEnvelope<null>('DELETE', entryPath(entry.id)),
    knowledgeMessages.entryDeleted,
  );
}

/** GET /knowledge/entries/{id}/original, saved under its file name. */
export function useDownloadOriginal() {
  return useMutation({
    mutationFn: (entry: KnowledgeEntry) =>
      downloadFile(`${entryPath(entry.id)}/original`, entry.source.fileName ?? entry.title),
  });
}
