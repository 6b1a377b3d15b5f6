import { useQuery } from '@tanstack/react-query';
import type { LiveConversationDetail } from '@concierge/shared';
import { api } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

export const LIVE_CONVERSATION_LOAD_FAILED = 'Failed to load the conversation';

export function getLiveConversation(sessionId: string, signal?: AbortSignal) {
  return api.get<LiveConversationDetail>(`/live/conversations/${encodeURIComponent(sessionId)}`, {
    signal,
  });
}

/**
 * GET /live/conversations/:sessionId: the open conversation's timeline, then kept by the stream;
 * stale at once, as the queue is.
 */
export function useLiveConversation(sessionId: string | null) {
  return useQuery({
    queryKey: conversationKeys.liveDetail(sessionId ?? ''),
    queryFn: ({ signal }) => getLiveConversation(sessionId ?? '', signal),
    enabled: sessionId !== null,
    staleTime: 0,
    // The pane shows the failure with a retry: no toast as well.
    meta: { silent: true },
  });
}
