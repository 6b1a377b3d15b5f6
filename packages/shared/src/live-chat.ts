import { z } from 'zod';
import type { AssistantReply } from './chatbot.js';

/**
 * Issue 9 "Live conversations and human handoff". A chat session is with the bot, waiting for a
 * person, or held by a member (an agent); ending it is the session's own `endedAt`.
 *
 * Push: server-sent events over `fetch` (both the widget and the dashboard send an Authorization
 * header, so not EventSource). Every live message has a growing numeric id; a client resumes with
 * `?after=<last id it saw>` and drops ids it already has.
 */
export const HANDOFF_STATES = ['bot', 'waiting', 'agent'] as const;
export type HandoffState = (typeof HANDOFF_STATES)[number];

/** Why the bot handed over: the visitor asked, the bot failed maxRetries times, or a trigger. */
/**
 * Why a chat left the bot: the visitor asked for a person, the bot was unsure Max Retries times,
 * the message matched one of the organization's escalation triggers, or a member took it.
 */
export const HANDOFF_REASONS = ['requested', 'retries', 'escalation', 'taken'] as const;
export type HandoffReason = (typeof HANDOFF_REASONS)[number];

/** A message outside the bot's turns: the visitor's while a person is awaited or present, the agent's, or a notice. */
export interface LiveMessage {
  id: number;
  sessionId: string;
  author: 'visitor' | 'agent' | 'system';
  /** The agent's name for 'agent'; '' otherwise. */
  authorName: string;
  body: string;
  createdAt: string;
}

/** Where a session stands, for the widget. */
export interface LiveSessionState {
  sessionId: string;
  state: HandoffState;
  /** The agent holding it, while state is 'agent'. */
  agentName: string | null;
  ended: boolean;
}

/**
 * POST /public/sessions/:id/messages while the session is waiting or held by an agent: the
 * message is stored for the person, and the bot stays silent. (With the bot, the answer is the
 * usual MessageResult, whose `handoff` is set when that message moved the session to waiting.)
 */
export interface LiveMessageAccepted {
  live_message: LiveMessage;
  handoff: LiveSessionState;
}

/**
 * Visitor stream GET /public/sessions/:id/live?after=N (Authorization: Bearer <visitor token>).
 * On connect: every live message with id > N, then the current state; then as they happen.
 * A comment line `: ping` every 15 s keeps proxies from closing it.
 */
export type VisitorLiveEvent =
  | { event: 'message'; data: LiveMessage }
  | { event: 'state'; data: LiveSessionState }
  | { event: 'typing'; data: { from: 'agent'; name: string } };

/** GET /live/conversations item: a conversation staff can watch or take. */
export interface LiveConversation {
  sessionId: string;
  /** The app user's username. */
  visitorName: string;
  visitorEmail: string | null;
  state: HandoffState;
  /** When the visitor started waiting; null unless state is 'waiting'. */
  waitingSince: string | null;
  agentAccountId: string | null;
  agentName: string | null;
  /** The newest message's text (visitor, bot or agent), cut to 140 characters. */
  lastMessage: string;
  lastActivity: string;
  startedAt: string;
  ended: boolean;
  /**
   * While waiting or held: 'here' while the visitor's widget holds its live stream open, 'left'
   * once it closed or went silent; null with the bot, once ended, or before it first connected.
   */
  visitorPresence: VisitorPresence | null;
  /** When the visitor was last seen, while `visitorPresence` is 'left'. */
  visitorLeftAt: string | null;
}

export type VisitorPresence = 'here' | 'left';

/** GET /live/conversations/:sessionId `timeline` item, oldest first. */
export type LiveTimelineItem =
  | { kind: 'turn'; id: string; userText: string; assistant: AssistantReply; createdAt: string }
  | { kind: 'live'; message: LiveMessage };

export interface LiveConversationDetail {
  conversation: LiveConversation;
  timeline: LiveTimelineItem[];
}

/**
 * Staff stream GET /live/stream (Authorization + organization header), for the organization:
 * 'conversation' when one changes (new, state, last message, the visitor arriving or leaving),
 * 'message' for each live message, 'typing' when a visitor types. Connecting marks the member
 * online (see `ONLINE_WINDOW_SECONDS`).
 */
export type StaffLiveEvent =
  | { event: 'conversation'; data: LiveConversation }
  | { event: 'message'; data: LiveMessage }
  | { event: 'typing'; data: { sessionId: string; from: 'visitor' } };

/** A member counts as online while their staff stream was seen this recently. */
export const ONLINE_WINDOW_SECONDS = 60;

/** Bot sessions without activity for this long leave the live list. */
export const LIVE_LIST_IDLE_MINUTES = 30;

export const LIVE_MESSAGE_MAX = 2000;

/** POST /live/conversations/:id/messages (agent) and the visitor's message while live. */
export const liveReplySchema = z.object({
  text: z
    .string({ error: 'Type a message' })
    .trim()
    .min(1, { error: 'Type a message' })
    .max(LIVE_MESSAGE_MAX, {
      error: `Keep the message under ${LIVE_MESSAGE_MAX.toLocaleString('en-US')} characters`,
    }),
});

/** GET /live/stats?from=YYYY-MM-DD&to=YYYY-MM-DD (organization's timezone, inclusive). */
export interface HandoffStats {
  handoffs: number;
  /** Taken by a person. */
  taken: number;
  /** Mean seconds from waiting to taken, over taken handoffs; null when none. */
  averageWaitSeconds: number | null;
  /** Conversations a person ended (resolved without going back to the bot). */
  agentResolved: number;
}

export const liveChatTexts = {
  /** Widget notice and system message when the session starts waiting. */
  waiting: 'You are in the queue. A team member will join shortly.',
  agentJoined: (name: string) => `${name} joined the chat`,
  botBack: 'You are back with the assistant.',
  agentEnded: (name: string) => `${name} ended the chat`,
  /** What the widget shows for the bot's handoff reply (an action object in the stored turn). */
  handoffReply: 'Let me connect you with a member of our team.',
  /** The bot's words before the General Inquiry form when nobody can take the chat. */
  noAgent: 'Our team is not available right now. Leave your details and we will get back to you.',
  /** 409s of the staff calls. */
  takeFirst: 'Take the conversation before replying',
  alreadyTaken: (name: string) => `${name} is already handling this conversation`,
  notHeld: 'You are not handling this conversation',
  conversationEnded: 'This conversation has ended',
  conversationNotFound: 'Conversation not found',
  taken: 'You are now handling this conversation',
  released: 'The assistant has the conversation again',
  ended: 'Conversation ended',
} as const;
