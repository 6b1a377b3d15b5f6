import { useQuery } from '@tanstack/react-query';
import type { Conversation } from '@concierge/shared';
import { api } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

export const CONVERSATION_LOAD_FAILED = 'Failed to load the conversation';

export function getConversation(id: string, signal?: AbortSignal) {
  return api.get<Conversation>(`/conversations/${encodeURIComponent(id)}`, { signal });
}

/** GET /conversations/{id}: one conversation with its messages, while the modal shows it. */
export function useConversation(id: string | null) {
  return useQuery({
    queryKey: conversationKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getConversation(id ?? '', signal),
    enabled: id !== null,
    meta: { errorMessage: CONVERSATION_LOAD_FAILED },
  });
}
