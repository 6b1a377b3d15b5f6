import type { BotPosition, PublicBotConfig } from '@concierge/shared';
import { readableError, sessionGone } from './api/api-errors';
import { createPublicApi } from './api/public-api';
import type { ChatMessage, StoredChat } from './lib/chat-storage';
import { clearChat, loadChat, saveChat } from './lib/chat-storage';
import { createAnalytics } from './lib/analytics';
import { DEFAULT_BOT_CONFIG } from './lib/defaults';
import { randomId } from './lib/random-id';
import { createLiveSession } from './live-session';
import { createMessageActions } from './message-actions';
import { applyBotLook, buildShell, setLauncherIcon } from './ui/build-shell';
import { el } from './ui/dom';
import { renderMessage } from './ui/render-message';
import { createTypingDots } from './ui/typing-dots';

export { AGENT_TYPING_MS, VISITOR_TYPING_INTERVAL_MS } from './live-session';
export { SESSION_EXPIRED_MESSAGE } from './message-actions';

export interface WidgetOptions {
  botId: string;
  /** Where the public API lives: the origin widget.js was loaded from. */
  origin: string;
  primaryColor?: string;
  position?: BotPosition;
  /** The server's config, when the boot already read it; otherwise the widget fetches it. */
  config?: PublicBotConfig;
  /** Set on Test Deployment's page: the staff's signed token marks its chats as tests. */
  testToken?: string;
  fetchImpl?: typeof fetch;
  proactiveDelayMs?: number;
  /** Waits between live stream reconnects (tests shorten them). */
  liveReconnectDelaysMs?: readonly number[];
}

export const CHAT_ENDED_TEXT = 'Chat ended';
export const BOT_TYPING_LABEL = 'Assistant is typing';

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

  const shell = buildShell();
  applyBotLook(shell, config);
  document.body.append(shell.host);
  const typing = createTypingDots(shell.list, () => scrollDown());
  const live = createLiveSession({
    api,
    shell,
    typing,
    chat: () => chat,
    messages: () => messages,
    addMessage,
    persist,
    onSessionGone: forgetSession,
    onEnded: () => {
      // A person ended it: the conversation stays readable above the usual "Chat ended".
      const shown = messages;
      forgetSession();
      messages = shown;
      ended = true;
      renderAll();
    },
    reconnectDelaysMs: options.liveReconnectDelaysMs,
  });

  function persist() {
    if (!chat) return;
    const { live: _stale, ...rest } = chat;
    const stored = live.stored;
    chat = stored ? { ...rest, messages, live: stored } : { ...rest, messages };
    saveChat(botId, chat);
  }
  function scrollDown() {
    shell.list.scrollTop = shell.list.scrollHeight;
  }
  function showError(text: string) {
    shell.list.insertBefore(el('div', { class: 'error' }, text), typing.node);
    scrollDown();
  }
  function forgetSession() {
    chat = null;
    clearChat(botId);
    live.stop();
  }

  const handlers = createMessageActions({
    api,
    analytics,
    collectFeedback: config.behavior.collectFeedback,
    chat: () => chat,
    persist,
    forgetSession,
    showError,
    redraw: replaceNode,
    focusInput: () => shell.input.focus(),
  });

  function replaceNode(message: ChatMessage) {
    const old = shell.list.querySelector(`[data-message-id="${message.id}"]`);
    if (old) old.replaceWith(renderMessage(message, handlers));
  }

  function renderAll() {
    shell.list.replaceChildren(...messages.map((message) => renderMessage(message, handlers)));
    typing.forget();
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
      shell.list.insertBefore(node, typing.node);
    } else {
      const before = messages[later];
      messages.splice(later, 0, message);
      const anchor = before && shell.list.querySelector(`[data-message-id="${before.id}"]`);
      shell.list.insertBefore(node, anchor ?? typing.node);
    }
    persist();
    scrollDown();
  }

  function ensureSession(): Promise<StoredChat> {
    if (chat) return Promise.resolve(chat);
    pendingSession ??= api
      .startSession(botId, options.testToken)
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
    const withBot = !live.active;
    if (withBot) typing.show(BOT_TYPING_LABEL);
    else live.expectEcho(visitorMessage);
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
      if (withBot) typing.show(null);
      if ('live_message' in result) {
        live.onAccepted(visitorMessage, result);
      } else {
        addMessage({
          id: randomId('m'),
          role: 'assistant',
          reply: result.assistant,
          turnId: result.turn_id,
        });
        if (result.handoff) live.start(result.handoff);
      }
    } catch (error) {
      if (withBot) typing.show(null);
      showError(readableError(error));
    } finally {
      sending = false;
      live.expectEcho(null);
    }
  }

  function setOpen(next: boolean) {
    open = next;
    shell.panel.hidden = !open;
    shell.launcher.setAttribute('aria-label', open ? 'Close chat' : 'Open chat');
    shell.launcher.setAttribute('aria-expanded', String(open));
    setLauncherIcon(shell.launcher, open);
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
    typing.show(null);
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
  shell.input.addEventListener('input', () => live.onVisitorInput());
  shell.composer.addEventListener('submit', (event) => {
    event.preventDefault();
    void send(shell.input.value.trim());
  });

  renderAll();
  live.resumeFrom(chat);
  (options.config ? Promise.resolve(options.config) : api.getConfig(botId))
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
      configError = readableError(error);
      console.warn(`[Concierge widget] ${configError}`);
      analytics.configure(null);
    });
  return shell.host;
}
