import { useQueryClient } from '@tanstack/react-query';
import type { StaffLiveEvent } from '@concierge/shared';
import { useCallback } from 'react';
import { useOrganizations } from '@/lib/organizations';
import type { SseEvent } from '@/lib/sse-stream';
import { useLiveStream } from '@/lib/use-live-stream';
import { storeLiveConversation, storeLiveMessage, storeVisitorTyping } from './live-cache';
import { conversationKeys } from './query-keys';

function parseEvent({ event, data }: SseEvent): StaffLiveEvent | null {
  if (event !== 'conversation' && event !== 'message' && event !== 'typing') return null;
  try {
    return { event, data: JSON.parse(data) } as StaffLiveEvent;
  } catch {
    return null;
  }
}

/**
 * GET /live/stream for the current organization, written into the live queries' cache. The staff
 * stream has no replay, so after a reconnect the queue and the open conversation are fetched again.
 */
export function useStaffLiveStream() {
  const queryClient = useQueryClient();
  const { current, isLoading } = useOrganizations();

  const onEvent = useCallback(
    (raw: SseEvent) => {
      const parsed = parseEvent(raw);
      if (parsed?.event === 'conversation') storeLiveConversation(queryClient, parsed.data);
      else if (parsed?.event === 'message') storeLiveMessage(queryClient, parsed.data);
      else if (parsed?.event === 'typing') storeVisitorTyping(queryClient, parsed.data.sessionId);
    },
    [queryClient],
  );

  const onReconnect = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.liveList() });
    void queryClient.invalidateQueries({ queryKey: conversationKeys.liveDetails() });
    void queryClient.invalidateQueries({ queryKey: conversationKeys.liveStatsAll() });
  }, [queryClient]);

  // Wait for the organizations: the stream belongs to the current one.
  const path = isLoading ? null : '/live/stream';
  return useLiveStream(path, { onEvent, onReconnect }, current?.id ?? '');
}
