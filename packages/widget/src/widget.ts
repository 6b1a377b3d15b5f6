import type {
  BotPosition,
  FormCategory,
  LiveMessage,
  LiveSessionState,
  PublicBotConfig,
  VisitorLiveEvent,
} from '@concierge/shared';
import { LiveStreamError } from './api/live-stream';
import { createPublicApi, GENERIC_ERROR_MESSAGE, PublicApiError } from './api/public-api';
import type { ChatMessage, Feedback, StoredChat, StoredLive } from './lib/chat-storage';
import { clearChat, loadChat, saveChat } from './lib/chat-storage';
import { createAnalytics } from './lib/analytics';
import { DEFAULT_BOT_CONFIG } from './lib/defaults';
import { createLiveChannel } from './lib/live-channel';
import { agentLine, LIVE_TEXTS } from './lib/live-texts';
import { randomId } from './lib/random-id';
import { applyBotLook, buildShell } from './ui/build-shell';
import { el } from './ui/dom';
import type { MessageHandlers } from './ui/render-message';
import { renderMessage } from './ui/render-message';

export interface WidgetOptions {
  botId: string;
  /** Where the public API lives: the origin widget.js was loaded from. */
  origin: string;
  primaryColor?: string;
  position?: BotPosition;
  fetchImpl?: typeof fetch;
  proactiveDelayMs?: number;
  /** Waits between live stream reconnects (tests shorten them). */
  liveReconnectDelaysMs?: readonly number[];
}

export const CHAT_ENDED_TEXT = 'Chat ended';
export const SESSION_EXPIRED_MESSAGE = 'This chat has expired. Send a new message to continue.';
export const BOT_TYPING_LABEL = 'Assistant is typing';
/** How long an agent's typing dots stay without a new 'typing' event. */
export const AGENT_TYPING_MS = 4000;
/** The visitor's typing reaches the agent at most this often. */
export const VISITOR_TYPING_INTERVAL_MS = 3000;

type AssistantMessage = Extract<ChatMessage, { role: 'assistant' }>;

const readable = (error: unknown) =>
  error instanceof PublicApiError ? error.message : GENERIC_ERROR_MESSAGE;
const sessionGone = (error: unknown) =>
  (error instanceof PublicApiError || error instanceof LiveStreamError) &&
  (error.status === 401 || error.status === 404);

/** Mounts the launcher and panel on document.body and runs the conversation. */
export function mountWidget(options: WidgetOptions): HTMLElement {
  const { botId } = options;
  const api = createPublicApi(options.origin, options.fetchImpl);
  const analytics = createAnalytics();
  let config: PublicBotConfig = {
    ...DEFAULT_BOT_CONFIG,
    id: botId,
    primaryColor: options.primaryColor ?? DEFAULT_BOT_CONFIG.primaryColor,
    position: options.position ?? DEFAULT_BOT_CONFIG.position,
  };
  let chat = loadChat(botId);
  let messages: ChatMessage[] = chat?.messages ?? [];
  let configError: string | null = null;
  let open = false;
  let ended = false;
  let sending = false;
  let greetingDismissed = false;
  let pendingSession: Promise<StoredChat> | null = null;
  let typing: HTMLElement | null = null;
  let live: StoredLive | null = chat?.live ?? null;
  /** The visitor's message on its way while live: the stream may echo it before the POST answers. */
  let pendingLive: Extract<ChatMessage, { role: 'visitor' }> | null = null;
  let agentTypingTimer: ReturnType<typeof setTimeout> | undefined;
  let lastTypingSent = 0;

  const shell = buildShell();
  applyBotLook(shell, config);
  document.body.append(shell.host);

  const persist = () => {
    if (!chat) return;
    const { live: _stale, ...rest } = chat;
    chat = live ? { ...rest, messages, live } : { ...rest, messages };
    saveChat(botId, chat);
  };
  const scrollDown = () => {
    shell.list.scrollTop = shell.list.scrollHeight;
  };
  const showError = (text: string) => {
    shell.list.insertBefore(el('div', { class: 'error' }, text), typing);
    scrollDown();
  };
  const forgetSession = () => {
    chat = null;
    clearChat(botId);
    channel.reset();
    live = null;
    renderLiveStatus();
  };

  const channel = createLiveChannel({
    connect: (after, signal) => {
      if (!chat) throw new LiveStreamError(404);
      return api.openLive(chat.sessionId, chat.visitorToken, after, signal);
    },
    onEvent: handleLiveEvent,
    isFatal: sessionGone,
    onFatal: forgetSession,
    reconnectDelaysMs: options.liveReconnectDelaysMs,
  });

  const handlers: MessageHandlers = {
    collectFeedback: config.behavior.collectFeedback,
    onFeedback: async (message: AssistantMessage, value: Feedback) => {
      try {
        if (!chat || !message.turnId) throw new PublicApiError(SESSION_EXPIRED_MESSAGE, 404);
        await api.sendFeedback(chat.sessionId, chat.visitorToken, message.turnId, value);
        persist();
      } catch (error) {
        if (sessionGone(error)) forgetSession();
        showError(readable(error));
        throw error;
      }
    },
    onSubmitForm: async (message: AssistantMessage, formData: Record<string, string>) => {
      const reply = message.reply;
      if (typeof reply !== 'object') return;
      try {
        if (!chat) throw new PublicApiError(SESSION_EXPIRED_MESSAGE, 404);
        await api.submitForm(chat.sessionId, chat.visitorToken, {
          category: reply.category as FormCategory,
          form_id: randomId('form_'),
          form_data: formData,
        });
      } catch (error) {
        if (sessionGone(error)) forgetSession();
        throw new Error(sessionGone(error) ? SESSION_EXPIRED_MESSAGE : readable(error));
      }
      analytics.track('concierge_form_submitted', { form_category: reply.category });
      message.formSent = true;
      replaceNode(message);
      persist();
      shell.input.focus();
    },
  };

  function replaceNode(message: ChatMessage) {
    const old = shell.list.querySelector(`[data-message-id="${message.id}"]`);
    if (old) old.replaceWith(renderMessage(message, handlers));
  }

  function renderAll() {
    shell.list.replaceChildren(...messages.map((message) => renderMessage(message, handlers)));
    typing = null;
    shell.composer.hidden = ended;
    if (ended) {
      const again = el(
        'button',
        { type: 'button', class: 'btn primary', onclick: startNewChat },
        'Start a new chat',
      );
      shell.list.append(el('div', { class: 'notice' }, el('p', {}, CHAT_ENDED_TEXT), again));
    }
    scrollDown();
  }

  function addMessage(message: ChatMessage) {
    // Live messages keep the server's order, whatever order the stream and POST answers arrive in.
    const liveId = 'liveId' in message ? message.liveId : undefined;
    const later =
      liveId === undefined
        ? -1
        : messages.findIndex((other) => 'liveId' in other && (other.liveId ?? 0) > liveId);
    const node = renderMessage(message, handlers);
    if (later === -1) {
      messages.push(message);
      shell.list.insertBefore(node, typing);
    } else {
      const before = messages[later];
      messages.splice(later, 0, message);
      const anchor = before && shell.list.querySelector(`[data-message-id="${before.id}"]`);
      shell.list.insertBefore(node, anchor ?? typing);
    }
    persist();
    scrollDown();
  }

  /** Typing dots with who is typing, or none. */
  function setTyping(label: string | null) {
    clearTimeout(agentTypingTimer);
    typing?.remove();
    typing = label
      ? el('div', { class: 'typing', 'aria-label': label }, el('span'), el('span'), el('span'))
      : null;
    if (typing) shell.list.append(typing);
    scrollDown();
  }

  function renderLiveStatus() {
    shell.liveNote.textContent = live?.state === 'waiting' ? LIVE_TEXTS.waiting : '';
    shell.agentLine.textContent =
      live?.state === 'agent' && live.agentName ? agentLine(live.agentName) : '';
  }

  function openLiveChannel() {
    if (!live) return;
    const shownIds = messages.flatMap((message) =>
      'liveId' in message && message.liveId !== undefined ? [message.liveId] : [],
    );
    channel.start(live.lastId, shownIds);
  }

  function applyLiveState(next: LiveSessionState) {
    if (next.ended) {
      // A person ended it: the conversation stays readable above the usual "Chat ended".
      const shown = messages;
      forgetSession();
      messages = shown;
      ended = true;
      renderAll();
      return;
    }
    if (next.state === 'bot') {
      const wasLive = live !== null;
      channel.stop();
      live = null;
      if (wasLive) {
        setTyping(null);
        addMessage({ id: randomId('m'), role: 'notice', text: LIVE_TEXTS.botBack });
      }
    } else {
      live = { state: next.state, agentName: next.agentName, lastId: channel.lastId };
      openLiveChannel();
    }
    renderLiveStatus();
    persist();
  }

  function addLiveMessage(message: LiveMessage) {
    const known = messages.some((shown) => 'liveId' in shown && shown.liveId === message.id);
    if (known) return;
    if (message.author === 'visitor') {
      if (pendingLive && pendingLive.liveId === undefined && pendingLive.text === message.body) {
        pendingLive.liveId = message.id;
        persist();
        return;
      }
      addMessage({ id: randomId('m'), role: 'visitor', text: message.body, liveId: message.id });
    } else if (message.author === 'agent') {
      if (typing) setTyping(null);
      addMessage({
        id: randomId('m'),
        role: 'agent',
        liveId: message.id,
        name: message.authorName,
        text: message.body,
      });
    } else if (message.body !== LIVE_TEXTS.waiting) {
      // (the waiting notice above the composer already says so)
      addMessage({ id: randomId('m'), role: 'notice', text: message.body, liveId: message.id });
    }
  }

  function handleLiveEvent(event: VisitorLiveEvent) {
    if (event.event === 'message') {
      addLiveMessage(event.data);
      if (live) live.lastId = channel.lastId;
      persist();
    } else if (event.event === 'state') {
      applyLiveState(event.data);
    } else if (live?.state === 'agent') {
      setTyping(`${event.data.name} is typing`);
      agentTypingTimer = setTimeout(() => setTyping(null), AGENT_TYPING_MS);
    }
  }

  function sendVisitorTyping() {
    const now = Date.now();
    if (live?.state !== 'agent' || !chat || now - lastTypingSent < VISITOR_TYPING_INTERVAL_MS) {
      return;
    }
    lastTypingSent = now;
    api.sendTyping(chat.sessionId, chat.visitorToken).catch(() => {
      // only a hint for the agent
    });
  }

  function ensureSession(): Promise<StoredChat> {
    if (chat) return Promise.resolve(chat);
    pendingSession ??= api
      .startSession(botId)
      .then((result) => {
        chat = { sessionId: result.session_id, visitorToken: result.visitor_token, messages };
        persist();
        return chat;
      })
      .finally(() => {
        pendingSession = null;
      });
    return pendingSession;
  }

  /** The greeting opens every conversation; the session starts now so the first reply is quick. */
  function startConversation() {
    if (messages.length === 0) {
      addMessage({ id: randomId('m'), role: 'assistant', reply: config.greeting });
    }
    ensureSession().catch(() => {
      // tried again, with a visible error, when the visitor sends a message
    });
  }

  async function send(text: string) {
    if (sending || !text) return;
    sending = true;
    shell.input.value = '';
    const visitorMessage: Extract<ChatMessage, { role: 'visitor' }> = {
      id: randomId('m'),
      role: 'visitor',
      text,
    };
    addMessage(visitorMessage);
    analytics.track('concierge_message_sent');
    // While a person is awaited or present the bot stays silent: no dots from it.
    const withBot = live === null;
    if (withBot) setTyping(BOT_TYPING_LABEL);
    else pendingLive = visitorMessage;
    try {
      let current = await ensureSession();
      let result;
      try {
        result = await api.sendMessage(current.sessionId, current.visitorToken, text);
      } catch (error) {
        if (!sessionGone(error)) throw error;
        // A stored session the server no longer knows: start over once, silently.
        forgetSession();
        current = await ensureSession();
        result = await api.sendMessage(current.sessionId, current.visitorToken, text);
      }
      if (withBot) setTyping(null);
      if ('live_message' in result) {
        if (visitorMessage.liveId === undefined) visitorMessage.liveId = result.live_message.id;
        channel.remember(result.live_message.id);
        applyLiveState(result.handoff);
      } else {
        addMessage({
          id: randomId('m'),
          role: 'assistant',
          reply: result.assistant,
          turnId: result.turn_id,
        });
        if (result.handoff) applyLiveState(result.handoff);
      }
    } catch (error) {
      if (withBot) setTyping(null);
      showError(readable(error));
    } finally {
      sending = false;
      pendingLive = null;
    }
  }

  function setOpen(next: boolean) {
    open = next;
    shell.panel.hidden = !open;
    shell.launcher.setAttribute('aria-label', open ? 'Close chat' : 'Open chat');
    shell.launcher.setAttribute('aria-expanded', String(open));
    if (open) {
      analytics.track('concierge_chat_open');
      shell.greeting.hidden = true;
      if (!ended) startConversation();
      if (configError) showError(configError);
      configError = null;
      scrollDown();
      (ended ? shell.list.querySelector<HTMLElement>('.notice button') : shell.input)?.focus();
    } else {
      shell.launcher.focus();
    }
  }

  function endChat() {
    const current = chat;
    forgetSession();
    setTyping(null);
    messages = [];
    ended = true;
    renderAll();
    shell.list.querySelector<HTMLElement>('.notice button')?.focus();
    if (current) {
      analytics.track('concierge_chat_ended');
      api.endSession(current.sessionId, current.visitorToken).catch(() => {
        // the visitor has left the conversation either way
      });
    }
  }

  function startNewChat() {
    ended = false;
    messages = [];
    renderAll();
    startConversation();
    shell.input.focus();
  }

  function scheduleProactiveGreeting() {
    if (!config.behavior.proactiveGreeting || messages.length > 0) return;
    setTimeout(() => {
      if (open || greetingDismissed || messages.length > 0) return;
      shell.greeting.hidden = false;
      startConversation();
    }, options.proactiveDelayMs ?? 3000);
  }

  shell.launcher.addEventListener('click', () => setOpen(!open));
  shell.closeButton.addEventListener('click', () => setOpen(false));
  shell.endButton.addEventListener('click', endChat);
  shell.greetingOpen.addEventListener('click', () => setOpen(true));
  shell.greetingDismiss.addEventListener('click', () => {
    greetingDismissed = true;
    shell.greeting.hidden = true;
    shell.launcher.focus();
  });
  shell.root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (open) setOpen(false);
    else if (!shell.greeting.hidden) shell.greetingDismiss.click();
  });
  shell.input.addEventListener('input', sendVisitorTyping);
  shell.composer.addEventListener('submit', (event) => {
    event.preventDefault();
    void send(shell.input.value.trim());
  });

  renderAll();
  renderLiveStatus();
  openLiveChannel();
  api
    .getConfig(botId)
    .then((server) => {
      config = {
        ...DEFAULT_BOT_CONFIG,
        ...server,
        features: { ...DEFAULT_BOT_CONFIG.features, ...server.features },
        behavior: { ...DEFAULT_BOT_CONFIG.behavior, ...server.behavior },
      };
      applyBotLook(shell, config);
      analytics.configure(config.ga_measurement_id);
      if (handlers.collectFeedback !== config.behavior.collectFeedback) {
        handlers.collectFeedback = config.behavior.collectFeedback;
        renderAll();
      }
      scheduleProactiveGreeting();
    })
    .catch((error: unknown) => {
      configError = readable(error);
      console.warn(`[Concierge widget] ${configError}`);
      analytics.configure(null);
    });
  return shell.host;
}
