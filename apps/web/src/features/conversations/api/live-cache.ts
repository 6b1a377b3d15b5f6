import type { QueryClient } from '@tanstack/react-query';
import type { LiveConversation, LiveConversationDetail, LiveMessage } from '@concierge/shared';
import { conversationKeys } from './query-keys';

/** What was cached of a conversation before this change, from the queue or its pane. */
function cachedConversation(queryClient: QueryClient, sessionId: string) {
  return (
    queryClient
      .getQueryData<LiveConversation[]>(conversationKeys.liveList())
      ?.find((item) => item.sessionId === sessionId) ??
    queryClient.getQueryData<LiveConversationDetail>(conversationKeys.liveDetail(sessionId))
      ?.conversation
  );
}

/**
 * Writes into the live queries' cache, for the stream and for the answers of the staff calls
 * alike, so both paths agree. An ended conversation leaves the queue but stays open in its pane.
 * A conversation that moved (handed over, taken, released, ended) changes the handoff figures:
 * they are fetched again; a new message alone does not.
 */
export function storeLiveConversation(queryClient: QueryClient, conversation: LiveConversation) {
  const before = cachedConversation(queryClient, conversation.sessionId);
  if (before?.state !== conversation.state || before.ended !== conversation.ended) {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.liveStatsAll() });
  }
  queryClient.setQueryData<LiveConversation[]>(conversationKeys.liveList(), (list) => {
    if (!list) return list;
    const rest = list.filter((item) => item.sessionId !== conversation.sessionId);
    return conversation.ended ? rest : [...rest, conversation];
  });
  queryClient.setQueryData<LiveConversationDetail>(
    conversationKeys.liveDetail(conversation.sessionId),
    (detail) => detail && { ...detail, conversation },
  );
}

/** Appends a live message to its open conversation, once (the stream and the POST may both bring it). */
export function storeLiveMessage(queryClient: QueryClient, message: LiveMessage) {
  queryClient.setQueryData<LiveConversationDetail>(
    conversationKeys.liveDetail(message.sessionId),
    (detail) => {
      if (!detail) return detail;
      const known = detail.timeline.some(
        (item) => item.kind === 'live' && item.message.id === message.id,
      );
      return known
        ? detail
        : { ...detail, timeline: [...detail.timeline, { kind: 'live', message }] };
    },
  );
  if (message.author === 'visitor') {
    queryClient.setQueryData(conversationKeys.liveTyping(message.sessionId), null);
  }
}

export function storeVisitorTyping(queryClient: QueryClient, sessionId: string) {
  queryClient.setQueryData(conversationKeys.liveTyping(sessionId), Date.now());
}
