import type { AssistantReply, ChatSession, ChatTurn } from '@concierge/shared';
import type { ChatSessionHead, ChatTurnRow } from './chat-history-queries.js';

/** SPEC §3 Chat turn from its row: the one place a stored turn becomes the API's shape. */
export function toChatTurn(row: ChatTurnRow): ChatTurn {
  return {
    _id: row.id,
    user: row.userText,
    // Written only by the chat engine, always as an AssistantReply.
    assistant: row.assistant as AssistantReply,
    date_time: row.createdAt.toISOString(),
    confidence: row.confidence,
    feedback: row.feedback,
  };
}

/** Sessions in their given order, each with its own turns in theirs (oldest first). */
export function toChatSessions(
  sessions: readonly ChatSessionHead[],
  turns: readonly ChatTurnRow[],
): ChatSession[] {
  const historyOf = new Map<string, ChatTurn[]>(sessions.map((session) => [session.id, []]));
  for (const turn of turns) historyOf.get(turn.sessionId)?.push(toChatTurn(turn));
  return sessions.map((session) => ({
    _id: session.id,
    last_updated: session.lastUpdated.toISOString(),
    chat_history: historyOf.get(session.id) ?? [],
  }));
}
