import type { AssistantReply } from '@concierge/shared';
import type { FormAnswers } from '../api/public-api';

export type Feedback = 'like' | 'dislike';

/** `liveId` is the server's LiveMessage id, for messages sent or received while live. */
export type ChatMessage =
  | { id: string; role: 'visitor'; text: string; liveId?: number }
  | {
      id: string;
      role: 'assistant';
      reply: AssistantReply;
      turnId?: string;
      feedback?: Feedback;
      formSent?: boolean;
      /** What the visitor sent in the form (form_data), for the recap after sending. */
      sentData?: FormAnswers;
    }
  | { id: string; role: 'agent'; liveId: number; name: string; text: string }
  | { id: string; role: 'notice'; text: string; liveId?: number };

/** A chat a person is awaited for or holds; with the bot there is none. */
export interface StoredLive {
  state: 'waiting' | 'agent';
  agentName: string | null;
  /** The last live message id the stream delivered: reconnects ask for what came after. */
  lastId: number;
}

/** What survives a page reload. */
export interface StoredChat {
  sessionId: string;
  visitorToken: string;
  messages: ChatMessage[];
  live?: StoredLive;
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
  if (message.liveId !== undefined && typeof message.liveId !== 'number') return false;
  if (message.role === 'visitor' || message.role === 'notice') {
    return typeof message.text === 'string';
  }
  if (message.role === 'agent') {
    return (
      typeof message.liveId === 'number' &&
      typeof message.name === 'string' &&
      typeof message.text === 'string'
    );
  }
  return message.role === 'assistant' && message.reply != null;
}

function readLive(value: unknown): StoredLive | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const live = value as Record<string, unknown>;
  if (live.state !== 'waiting' && live.state !== 'agent') return undefined;
  return {
    state: live.state,
    agentName: typeof live.agentName === 'string' ? live.agentName : null,
    lastId: typeof live.lastId === 'number' ? live.lastId : 0,
  };
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
    const live = readLive(parsed.live);
    return {
      sessionId: parsed.sessionId,
      visitorToken: parsed.visitorToken,
      messages,
      ...(live ? { live } : {}),
    };
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
