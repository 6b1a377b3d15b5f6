import type { LiveMessage, LiveSessionState, VisitorLiveEvent } from '@concierge/shared';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage, StoredChat } from './lib/chat-storage';
import { agentLine, LIVE_TEXTS } from './lib/live-texts';
import { createLiveSession } from './live-session';
import { createTypingDots } from './ui/typing-dots';

const state = (next: Partial<LiveSessionState>): LiveSessionState => ({
  sessionId: 's-1',
  state: 'waiting',
  agentName: null,
  ended: false,
  ...next,
});
const message = (id: number, next: Partial<LiveMessage>): LiveMessage => ({
  id,
  sessionId: 's-1',
  author: 'system',
  authorName: '',
  body: '',
  createdAt: '2026-11-23T10:00:00Z',
  ...next,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A live session over an in-memory stream the test feeds. */
function setup(chat: StoredChat) {
  const queue: VisitorLiveEvent[] = [];
  let wake: (() => void) | null = null;
  const openLive = vi.fn(async function* (
    _sessionId: string,
    _token: string,
    _after: number,
    signal: AbortSignal,
  ) {
    while (!signal.aborted) {
      const next = queue.shift();
      if (next) yield next;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  });
  const sendTyping = vi.fn(async () => null);
  const messages: ChatMessage[] = [...chat.messages];
  const shell = { liveNote: document.createElement('div'), agentLine: document.createElement('p') };
  const list = document.createElement('div');
  const options = {
    api: { openLive, sendTyping },
    shell,
    typing: createTypingDots(list, vi.fn()),
    chat: () => chat,
    messages: () => messages,
    addMessage: vi.fn((added: ChatMessage) => messages.push(added)),
    persist: vi.fn(),
    onSessionGone: vi.fn(),
    onEnded: vi.fn(),
  };
  const session = createLiveSession(options);
  const push = async (event: VisitorLiveEvent) => {
    queue.push(event);
    wake?.();
    await settle();
  };
  return { session, options, shell, messages, list, openLive, sendTyping, push };
}

const storedChat = (live?: StoredChat['live']): StoredChat => ({
  sessionId: 's-1',
  visitorToken: 'tok-1',
  messages: [{ id: 'm1', role: 'notice', text: 'joined', liveId: 4 }],
  ...(live ? { live } : {}),
});

describe('createLiveSession', () => {
  it('resumes a stored live chat and merges the stream by id', async () => {
    const { session, options, shell, messages, list, openLive, push } = setup(
      storedChat({ state: 'waiting', agentName: null, lastId: 4 }),
    );
    session.resumeFrom(storedChat({ state: 'waiting', agentName: null, lastId: 4 }));
    expect(shell.liveNote.textContent).toBe(LIVE_TEXTS.waiting);
    expect(openLive).toHaveBeenCalledWith('s-1', 'tok-1', 4, expect.any(AbortSignal));

    await push({ event: 'message', data: message(4, { body: 'joined' }) });
    await push({ event: 'state', data: state({ state: 'agent', agentName: 'Maya' }) });
    await push({ event: 'typing', data: { from: 'agent', name: 'Maya' } });
    expect(list.querySelector('.typing')?.getAttribute('aria-label')).toBe('Maya is typing');
    await push({ event: 'message', data: message(5, { author: 'agent', authorName: 'Maya' }) });

    expect(shell.liveNote.textContent).toBe('');
    expect(shell.agentLine.textContent).toBe(agentLine('Maya'));
    expect(list.querySelector('.typing')).toBeNull();
    expect(messages.map((shown) => shown.role)).toEqual(['notice', 'agent']);
    expect(session.stored).toEqual({ state: 'agent', agentName: 'Maya', lastId: 5 });

    await push({ event: 'state', data: state({ state: 'bot' }) });
    expect(session.active).toBe(false);
    expect(messages.at(-1)).toMatchObject({ role: 'notice', text: LIVE_TEXTS.botBack });
    expect(options.persist).toHaveBeenCalled();
    session.stop();
  });

  it("gives the visitor's own echo its id instead of showing it twice", async () => {
    const { session, options, messages, push } = setup(storedChat());
    session.start(state({ state: 'agent', agentName: 'Maya' }));
    const sent: Extract<ChatMessage, { role: 'visitor' }> = {
      id: 'v',
      role: 'visitor',
      text: 'hi',
    };
    messages.push(sent);
    session.expectEcho(sent);
    await push({ event: 'message', data: message(9, { author: 'visitor', body: 'hi' }) });
    expect(sent.liveId).toBe(9);
    expect(options.addMessage).not.toHaveBeenCalled();
    session.stop();
  });

  it('tells the agent the visitor is typing at most every few seconds', () => {
    const { session, sendTyping } = setup(storedChat());
    session.onVisitorInput();
    expect(sendTyping).not.toHaveBeenCalled();
    session.start(state({ state: 'agent', agentName: 'Maya' }));
    session.onVisitorInput();
    session.onVisitorInput();
    expect(sendTyping).toHaveBeenCalledTimes(1);
    session.stop();
  });

  it('hands an ended chat back to the widget', () => {
    const { session, options } = setup(storedChat());
    session.start(state({ ended: true }));
    expect(options.onEnded).toHaveBeenCalledOnce();
  });
});
