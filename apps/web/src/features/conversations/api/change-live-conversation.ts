import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveChatTexts, type LiveConversation } from '@concierge/shared';
import { toast } from 'sonner';
import { apiEnvelope } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { storeLiveConversation } from './live-cache';
import { conversationKeys } from './query-keys';

export type LiveAction = 'take' | 'release' | 'end';

const done: Record<LiveAction, string> = {
  take: liveChatTexts.taken,
  release: liveChatTexts.released,
  end: liveChatTexts.ended,
};

const failed: Record<LiveAction, string> = {
  take: 'Failed to take the conversation',
  release: 'Failed to hand the conversation back',
  end: 'Failed to end the conversation',
};

/**
 * POST /live/conversations/:id/take | release | end. The server's message is toasted either way;
 * after a 409 (someone else took it, it ended) the queue and the conversation are fetched again.
 */
export function useChangeLiveConversation(action: LiveAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiEnvelope<LiveConversation>(
        'POST',
        `/live/conversations/${encodeURIComponent(sessionId)}/${action}`,
      ),
    onSuccess: ({ data, message }) => {
      storeLiveConversation(queryClient, data);
      toast.success(message || done[action]);
    },
    onError: (error, sessionId) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: conversationKeys.liveList() });
        void queryClient.invalidateQueries({ queryKey: conversationKeys.liveDetail(sessionId) });
      }
    },
    meta: { errorMessage: failed[action] },
  });
}
