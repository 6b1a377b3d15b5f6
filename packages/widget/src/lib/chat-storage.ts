import type { AssistantReply } from '@concierge/shared';

export type Feedback = 'like' | 'dislike';

export type ChatMessage =
  | { id: string; role: 'visitor'; text: string }
  | {
      id: string;
      role: 'assistant';
      reply: AssistantReply;
      turnId?: string;
      feedback?: Feedback;
      formSent?: boolean;
    };

/** What survives a page reload. */
export interface StoredChat {
  sessionId: string;
  visitorToken: string;
  messages: ChatMessage[];
}

/** Enough history to continue a conversation without filling the host's storage quota. */
const MAX_STORED_MESSAGES = 100;

export function chatStorageKey(botId: string): string {
  return `concierge-widget:${botId}`;
}

/** localStorage throws in sandboxed frames and some private modes; the widget then forgets. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (!value || typeof value !== 'object') return false;
  const message = value as Record<string, unknown>;
  if (typeof message.id !== 'string') return false;
  if (message.role === 'visitor') return typeof message.text === 'string';
  return message.role === 'assistant' && message.reply != null;
}

export function loadChat(botId: string): StoredChat | null {
  try {
    const raw = storage()?.getItem(chatStorageKey(botId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredChat>;
    if (typeof parsed.sessionId !== 'string' || typeof parsed.visitorToken !== 'string') {
      return null;
    }
    const messages = Array.isArray(parsed.messages) ? parsed.messages.filter(isChatMessage) : [];
    return { sessionId: parsed.sessionId, visitorToken: parsed.visitorToken, messages };
  } catch {
    return null;
  }
}

export function saveChat(botId: string, chat: StoredChat): void {
  try {
    const messages = chat.messages.slice(-MAX_STORED_MESSAGES);
    storage()?.setItem(chatStorageKey(botId), JSON.stringify({ ...chat, messages }));
  } catch {
    // quota or privacy mode: the conversation just does not survive a reload
  }
}

export function clearChat(botId: string): void {
  try {
    storage()?.removeItem(chatStorageKey(botId));
  } catch {
    // nothing stored anyway
  }
}
