import { retryWait } from '@concierge/shared';
import type { RateLimits } from '../../config.js';
import type { RateLimit } from '../../platform/rate-limit.js';
import { botChatCeiling } from './bot-chat-ceiling.js';

/** What each widget 429 says: its cause, and when to try again. */
export const visitorLimitMessages = {
  tooFast: (seconds: number) =>
    `You are sending messages too quickly. Please try again ${retryWait(seconds)}.`,
  tooManyForms: (seconds: number) =>
    `Too many forms from this chat. Please try again ${retryWait(seconds)}.`,
  tooManyTypingNotices: (seconds: number) =>
    `Too many typing notices from this chat. Please try again ${retryWait(seconds)}.`,
  tooManyChatsFromNetwork: (seconds: number) =>
    `Too many new chats from your network. Please try again ${retryWait(seconds)}.`,
  tooManyMessagesFromNetwork: (seconds: number) =>
    `Too many messages from your network. Please try again ${retryWait(seconds)}.`,
  botBusy: (seconds: number) =>
    `This assistant is busy right now. Please try again ${retryWait(seconds)}.`,
} as const;

/** Per chat and window: far above what a person types, far below what a script sends. */
const MESSAGES_PER_CHAT = 60;
const FORMS_PER_CHAT = 10;
const TYPING_NOTICES_PER_CHAT = 120;
/** The window of the per-bot ceiling: an hour, so that a rush is judged against an hour's share. */
const BOT_CEILING_WINDOW_SECONDS = 3600;

const perWindow = (
  limits: RateLimits,
  key: string,
  limit: number,
  message: RateLimit['message'],
): RateLimit => ({ key, limit, windowSeconds: limits.windowSeconds, message });

/**
 * A new chat counts against its address, then against its bot's hourly ceiling (docs/decisions/014).
 * The address comes first: one address over its own limit must not eat the bot's ceiling.
 */
export function newChatLimits(
  limits: RateLimits,
  ip: string,
  bot: { id: string; planChatsLimit: number },
): RateLimit[] {
  return [
    perWindow(
      limits,
      `chat-session:ip:${ip}`,
      limits.widgetChatsPerIp,
      visitorLimitMessages.tooManyChatsFromNetwork,
    ),
    {
      key: `chat-session:bot:${bot.id}`,
      limit: botChatCeiling(bot.planChatsLimit, limits.widgetChatsPerBot),
      windowSeconds: BOT_CEILING_WINDOW_SECONDS,
      message: visitorLimitMessages.botBusy,
    },
  ];
}

export function messageLimits(limits: RateLimits, sessionId: string, ip: string): RateLimit[] {
  return [
    perWindow(
      limits,
      `chat-message:session:${sessionId}`,
      MESSAGES_PER_CHAT,
      visitorLimitMessages.tooFast,
    ),
    perWindow(
      limits,
      `chat-message:ip:${ip}`,
      limits.widgetMessagesPerIp,
      visitorLimitMessages.tooManyMessagesFromNetwork,
    ),
  ];
}

export function formLimits(limits: RateLimits, sessionId: string): RateLimit[] {
  return [
    perWindow(
      limits,
      `chat-form:session:${sessionId}`,
      FORMS_PER_CHAT,
      visitorLimitMessages.tooManyForms,
    ),
  ];
}

export function typingLimits(limits: RateLimits, sessionId: string): RateLimit[] {
  return [
    perWindow(
      limits,
      `chat-typing:session:${sessionId}`,
      TYPING_NOTICES_PER_CHAT,
      visitorLimitMessages.tooManyTypingNotices,
    ),
  ];
}
