import { useQuery } from '@tanstack/react-query';
import type { LiveConversation } from '@concierge/shared';
import { api } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

export const LIVE_CONVERSATIONS_LOAD_FAILED = 'Failed to load live conversations';

export function getLiveConversations(signal?: AbortSignal) {
  return api.get<LiveConversation[]>('/live/conversations', { signal });
}

/**
 * GET /live/conversations: the queue, kept current by the staff stream (no polling). Stale at
 * once: whenever the tab mounts again, events were missed while its stream was closed.
 */
export function useLiveConversations() {
  return useQuery({
    queryKey: conversationKeys.liveList(),
    queryFn: ({ signal }) => getLiveConversations(signal),
    staleTime: 0,
    // The tab shows the failure with a retry: no toast as well.
    meta: { silent: true },
  });
}
