import {
  liveChatTexts,
  type AssistantReply,
  type ConversationMessage,
  type ConversationSummary,
} from '@concierge/shared';
import type { ConversationRow, TurnRow } from './queries.js';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toConversationSummary(row: ConversationRow): ConversationSummary {
  const rated = row.likes + row.dislikes;
  return {
    id: row.id,
    startedAt: iso(row.started_at),
    endedAt: row.ended_at === null ? null : iso(row.ended_at),
    intent: row.intent,
    outcome: row.outcome,
    satisfaction: rated === 0 ? null : row.likes / rated,
    messageCount: row.message_count,
    preview: row.preview,
    user: { id: row.user_id, username: row.username, email: row.email },
    metadata: { source: row.origin },
  };
}

/** A bot reply as one line of text: the form it showed, the handover as the visitor read it. */
export function botText(reply: AssistantReply): string {
  if (typeof reply === 'string') return reply;
  if (reply.formConfig) return reply.formConfig.title;
  if (reply.action === 'handoff') {
    return [reply.message, liveChatTexts.handoffReply].filter(Boolean).join(' ');
  }
  return `Action: ${reply.action}`;
}

/** Each turn is the visitor's message, then the bot's reply at the same moment. */
export function toConversationMessages(turn: TurnRow): ConversationMessage[] {
  const timestamp = iso(turn.created_at);
  const bot: ConversationMessage = {
    id: `${turn.id}-bot`,
    role: 'bot',
    content: botText(turn.assistant),
    timestamp,
    confidence: turn.confidence,
  };
  if (typeof turn.assistant !== 'string') bot.reply = turn.assistant;
  return [{ id: `${turn.id}-user`, role: 'user', content: turn.user_text, timestamp }, bot];
}
