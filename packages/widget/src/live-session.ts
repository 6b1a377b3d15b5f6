import type {
  LiveMessage,
  LiveMessageAccepted,
  LiveSessionState,
  VisitorLiveEvent,
} from '@concierge/shared';
import { sessionGone } from './api/api-errors';
import { LiveStreamError } from './api/live-stream';
import type { PublicApi } from './api/public-api';
import type { ChatMessage, StoredChat, StoredLive } from './lib/chat-storage';
import { createLiveChannel } from './lib/live-channel';
import { agentLine, LIVE_TEXTS } from './lib/live-texts';
import { randomId } from './lib/random-id';
import type { Shell } from './ui/build-shell';
import type { TypingDots } from './ui/typing-dots';

/** How long an agent's typing dots stay without a new 'typing' event. */
export const AGENT_TYPING_MS = 4000;
/** The visitor's typing reaches the agent at most this often. */
export const VISITOR_TYPING_INTERVAL_MS = 3000;

type VisitorMessage = Extract<ChatMessage, { role: 'visitor' }>;

export interface LiveSessionOptions {
  api: Pick<PublicApi, 'openLive' | 'sendTyping'>;
  /** Where the waiting note and the agent's name show. */
  shell: Pick<Shell, 'liveNote' | 'agentLine'>;
  typing: TypingDots;
  /** The stored session, if there is one. */
  chat: () => StoredChat | null;
  messages: () => readonly ChatMessage[];
  addMessage: (message: ChatMessage) => void;
  persist: () => void;
  /** The server no longer knows the session. */
  onSessionGone: () => void;
  /** A person ended the chat. */
  onEnded: () => void;
  reconnectDelaysMs?: readonly number[];
}

export type LiveSession = ReturnType<typeof createLiveSession>;

/**
 * The chat while a person is awaited or holds it: the waiting note, the agent's name and typing,
 * the live stream's messages merged by id, and the way back to the bot or to "Chat ended".
 */
export function createLiveSession(options: LiveSessionOptions) {
  const { shell, typing } = options;
  let live: StoredLive | null = null;
  /** The visitor's message on its way while live: the stream may echo it before the POST answers. */
  let pendingEcho: VisitorMessage | null = null;
  let lastTypingSent = 0;

  const channel = createLiveChannel({
    connect: (after, signal) => {
      const chat = options.chat();
      if (!chat) throw new LiveStreamError(404);
      return options.api.openLive(chat.sessionId, chat.visitorToken, after, signal);
    },
    onEvent: handleEvent,
    isFatal: sessionGone,
    onFatal: () => options.onSessionGone(),
    reconnectDelaysMs: options.reconnectDelaysMs,
  });

  function renderStatus() {
    shell.liveNote.textContent = live?.state === 'waiting' ? LIVE_TEXTS.waiting : '';
    shell.agentLine.textContent =
      live?.state === 'agent' && live.agentName ? agentLine(live.agentName) : '';
  }

  function openChannel() {
    if (!live) return;
    const shownIds = options
      .messages()
      .flatMap((message) =>
        'liveId' in message && message.liveId !== undefined ? [message.liveId] : [],
      );
    channel.start(live.lastId, shownIds);
  }

  function apply(next: LiveSessionState) {
    if (next.ended) {
      options.onEnded();
      return;
    }
    if (next.state === 'bot') {
      const wasLive = live !== null;
      channel.stop();
      live = null;
      if (wasLive) {
        typing.show(null);
        options.addMessage({ id: randomId('m'), role: 'notice', text: LIVE_TEXTS.botBack });
      }
    } else {
      live = { state: next.state, agentName: next.agentName, lastId: channel.lastId };
      openChannel();
    }
    renderStatus();
    options.persist();
  }

  function addLiveMessage(message: LiveMessage) {
    const known = options
      .messages()
      .some((shown) => 'liveId' in shown && shown.liveId === message.id);
    if (known) return;
    if (message.author === 'visitor') {
      if (pendingEcho && pendingEcho.liveId === undefined && pendingEcho.text === message.body) {
        pendingEcho.liveId = message.id;
        options.persist();
        return;
      }
      options.addMessage({
        id: randomId('m'),
        role: 'visitor',
        text: message.body,
        liveId: message.id,
      });
    } else if (message.author === 'agent') {
      if (typing.node) typing.show(null);
      options.addMessage({
        id: randomId('m'),
        role: 'agent',
        liveId: message.id,
        name: message.authorName,
        text: message.body,
      });
    } else if (message.body !== LIVE_TEXTS.waiting) {
      // (the waiting notice above the composer already says so)
      options.addMessage({
        id: randomId('m'),
        role: 'notice',
        text: message.body,
        liveId: message.id,
      });
    }
  }

  function handleEvent(event: VisitorLiveEvent) {
    if (event.event === 'message') {
      addLiveMessage(event.data);
      if (live) live.lastId = channel.lastId;
      options.persist();
    } else if (event.event === 'state') {
      apply(event.data);
    } else if (live?.state === 'agent') {
      typing.show(`${event.data.name} is typing`, AGENT_TYPING_MS);
    }
  }

  return {
    /** With the bot there is nothing live: its answers come back to the POST. */
    get active() {
      return live !== null;
    },
    /** What to store with the chat, so a reload reopens the stream where it stopped. */
    get stored() {
      return live;
    },
    /** After a reload: show where the stored chat stood and reopen its stream. */
    resumeFrom(chat: StoredChat | null) {
      live = chat?.live ?? null;
      renderStatus();
      openChannel();
    },
    /** A new state from the bot's answer (a handoff) or the stream. */
    start: apply,
    /** The server stored the visitor's message for the person. */
    onAccepted(message: VisitorMessage, accepted: LiveMessageAccepted) {
      if (message.liveId === undefined) message.liveId = accepted.live_message.id;
      channel.remember(accepted.live_message.id);
      apply(accepted.handoff);
    },
    /** The visitor's message on its way (or null once answered): its echo is not shown twice. */
    expectEcho(message: VisitorMessage | null) {
      pendingEcho = message;
    },
    /** The visitor is typing: the agent hears of it now and then. */
    onVisitorInput() {
      const chat = options.chat();
      const now = Date.now();
      if (live?.state !== 'agent' || !chat || now - lastTypingSent < VISITOR_TYPING_INTERVAL_MS) {
        return;
      }
      lastTypingSent = now;
      options.api.sendTyping(chat.sessionId, chat.visitorToken).catch(() => {
        // only a hint for the agent
      });
    },
    /** The session is gone: a new one starts from id 0, with the bot. */
    stop() {
      channel.reset();
      live = null;
      renderStatus();
    },
  };
}
