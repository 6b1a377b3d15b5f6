import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveMessage } from '@concierge/shared';
import { apiEnvelope } from '@/lib/api-client';
import { storeLiveMessage } from './live-cache';

export const LIVE_REPLY_FAILED = 'Failed to send the message';

/** POST /live/conversations/:id/messages {text}: the agent's reply, shown as soon as it is stored. */
export function useSendLiveReply(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: { text: string }) =>
      apiEnvelope<LiveMessage>(
        'POST',
        `/live/conversations/${encodeURIComponent(sessionId)}/messages`,
        reply,
      ),
    onSuccess: ({ data }) => storeLiveMessage(queryClient, data),
    meta: { errorMessage: LIVE_REPLY_FAILED },
  });
}
