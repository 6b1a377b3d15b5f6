import type { LiveMessage, LiveSessionState } from '@concierge/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatStorageKey } from './lib/chat-storage';
import { LIVE_TEXTS } from './lib/live-texts';
import { mountWidget } from './widget';

type Route = (body: unknown) => unknown;

const ok = (data: unknown) => ({ status_code: 200, message: 'OK', data });
const encoder = new TextEncoder();
const frame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const state = (next: Partial<LiveSessionState>): LiveSessionState => ({
  sessionId: 's-1',
  state: 'waiting',
  agentName: null,
  ended: false,
  ...next,
});
const liveMessage = (id: number, next: Partial<LiveMessage>): LiveMessage => ({
  id,
  sessionId: 's-1',
  author: 'system',
  authorName: '',
  body: '',
  createdAt: '2026-11-23T10:00:00Z',
  ...next,
});

interface FakeStream {
  path: string;
  send: (event: string, data: unknown) => void;
  /** The server side sends raw text (pings, halves of a frame). */
  raw: (text: string) => void;
  drop: () => void;
  closed: boolean;
}

/** The public API as the server answers it, with each live stream under the test's control. */
function fakeServer(routes: Record<string, Route>) {
  const calls: { key: string; body: unknown; init: RequestInit }[] = [];
  const streams: FakeStream[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(url).replace('https://api.test/api/public', '')}`;
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body, init });
    if (key.startsWith('GET /sessions/s-1/live')) {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const stream: FakeStream = {
        path: key.slice(4),
        send: (event, data) => stream.raw(frame(event, data)),
        raw: (text) => controller.enqueue(encoder.encode(text)),
        drop: () => {
          stream.closed = true;
          controller.close();
        },
        closed: false,
      };
      const readable = new ReadableStream<Uint8Array>({
        start: (c) => {
          controller = c;
        },
        cancel: () => {
          stream.closed = true;
        },
      });
      streams.push(stream);
      return new Response(readable, { headers: { 'content-type': 'text/event-stream' } });
    }
    const route = routes[key];
    if (!route) return new Response(JSON.stringify({ status_code: 404 }), { status: 404 });
    return new Response(JSON.stringify(await route(body)));
  });
  const lastStream = () => {
    const stream = streams.at(-1);
    if (!stream) throw new Error('no live stream opened');
    return stream;
  };
  return { fetchImpl, calls, streams, lastStream };
}

const baseRoutes: Record<string, Route> = {
  'GET /bots/bot-1/config': () =>
    ok({ id: 'bot-1', name: 'Lab Helper', greeting: 'Hello from the lab!', avatar: '🧪' }),
  'POST /bots/bot-1/sessions': () =>
    ok({ session_id: 's-1', visitor_token: 'tok-1', greeting: '' }),
  'POST /sessions/s-1/typing': () => ok(null),
};

function mount(routes: Record<string, Route>) {
  const server = fakeServer({ ...baseRoutes, ...routes });
  const host = mountWidget({
    botId: 'bot-1',
    origin: 'https://api.test',
    fetchImpl: server.fetchImpl,
    liveReconnectDelaysMs: [10],
  });
  const shadow = host.shadowRoot;
  if (!shadow) throw new Error('no shadow root');
  const q = <T extends Element = HTMLElement>(selector: string) => {
    const found = shadow.querySelector<T>(selector);
    if (!found) throw new Error(`nothing matches ${selector}`);
    return found;
  };
  const list = () => q('.list').textContent ?? '';
  const say = (text: string) => {
    q<HTMLInputElement>('#cw-input').value = text;
    q<HTMLFormElement>('.composer').requestSubmit();
  };
  return { ...server, shadow, q, list, say };
}

const count = (text: string, part: string) => text.split(part).length - 1;

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe('live chat in the widget', () => {
  it('opens the stream on handoff, shows agents, notices and typing, and resumes after a drop', async () => {
    let liveId = 10;
    const { q, list, say, calls, streams, lastStream, shadow } = mount({
      'POST /sessions/s-1/messages': (body) => {
        const text = (body as { text: string }).text;
        if (text === 'A person please') {
          return ok({
            turn_id: 't-1',
            assistant: 'Connecting you to the team.',
            confidence: 1,
            date_time: '',
            handoff: state({ state: 'waiting' }),
          });
        }
        liveId += 1;
        return ok({
          live_message: liveMessage(liveId, { author: 'visitor', body: text }),
          handoff: state({ state: 'agent', agentName: 'Maya Chen' }),
        });
      },
    });
    q('button.launcher').click();
    say('A person please');
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(list()).toContain('Connecting you to the team.');
    expect(q('.live-note').textContent).toBe(LIVE_TEXTS.waiting);
    const first = lastStream();
    expect(first.path).toBe('/sessions/s-1/live?after=0');
    const live = calls.find((call) => call.key.startsWith('GET /sessions/s-1/live'));
    expect((live?.init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');

    first.raw(': ping\n\n');
    first.send('message', liveMessage(9, { body: 'Maya Chen joined the chat' }));
    first.send('state', state({ state: 'agent', agentName: 'Maya Chen' }));
    first.raw(
      frame(
        'message',
        liveMessage(10, { author: 'agent', authorName: 'Maya Chen', body: 'Hi, I am Maya.' }),
      ).slice(0, 30),
    );
    await vi.waitFor(() => expect(list()).toContain('Maya Chen joined the chat'));
    expect(q('.notice').textContent).toBe('Maya Chen joined the chat');
    expect(q('.agent-line').textContent).toBe('Maya Chen · Team member');
    expect(q('.agent-line').getAttribute('aria-live')).toBe('polite');
    expect(q('.live-note').textContent).toBe('');
    first.raw(
      frame(
        'message',
        liveMessage(10, { author: 'agent', authorName: 'Maya Chen', body: 'Hi, I am Maya.' }),
      ).slice(30),
    );
    await vi.waitFor(() => expect(list()).toContain('Hi, I am Maya.'));
    expect(q('.turn:last-of-type .author').textContent).toBe('Maya Chen');

    first.send('typing', { from: 'agent', name: 'Maya Chen' });
    await vi.waitFor(() =>
      expect(q('.typing').getAttribute('aria-label')).toBe('Maya Chen is typing'),
    );

    // While a person holds the chat the bot stays silent: only the visitor's words, once.
    const botReplies = shadow.querySelectorAll('.msg.assistant').length;
    say('My order is late');
    expect(shadow.querySelector('[aria-label="Assistant is typing"]')).toBeNull();
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /sessions/s-1/messages')).toHaveLength(2),
    );
    await vi.waitFor(() => expect(q<HTMLInputElement>('#cw-input').value).toBe(''));
    first.send('message', liveMessage(11, { author: 'visitor', body: 'My order is late' }));
    first.send(
      'message',
      liveMessage(12, { author: 'agent', authorName: 'Maya Chen', body: 'Let me check.' }),
    );
    await vi.waitFor(() => expect(list()).toContain('Let me check.'));
    expect(shadow.querySelector('.typing')).toBeNull();
    expect(count(list(), 'My order is late')).toBe(1);
    // agent bubbles only: 'Let me check.' is the one new .msg.assistant
    expect(shadow.querySelectorAll('.msg.assistant')).toHaveLength(botReplies + 1);

    // The stream drops: the reconnect resumes after the last id and replays nothing twice.
    first.drop();
    await vi.waitFor(() => expect(streams).toHaveLength(2));
    const second = lastStream();
    expect(second.path).toBe('/sessions/s-1/live?after=12');
    second.send(
      'message',
      liveMessage(12, { author: 'agent', authorName: 'Maya Chen', body: 'Let me check.' }),
    );
    second.send(
      'message',
      liveMessage(13, { author: 'agent', authorName: 'Maya Chen', body: 'It ships today.' }),
    );
    await vi.waitFor(() => expect(list()).toContain('It ships today.'));
    expect(count(list(), 'Let me check.')).toBe(1);

    const stored = JSON.parse(localStorage.getItem(chatStorageKey('bot-1')) ?? '{}');
    expect(stored.live).toEqual({ state: 'agent', agentName: 'Maya Chen', lastId: 13 });

    // Back to the bot: the stream closes and the notice says so.
    second.send('state', state({ state: 'bot' }));
    await vi.waitFor(() => expect(list()).toContain(LIVE_TEXTS.botBack));
    await vi.waitFor(() => expect(second.closed).toBe(true));
    expect(q('.agent-line').textContent).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(streams).toHaveLength(2);
  });

  it('sends the visitor typing at most every few seconds while an agent holds the chat', async () => {
    localStorage.setItem(
      chatStorageKey('bot-1'),
      JSON.stringify({
        sessionId: 's-1',
        visitorToken: 'tok-1',
        messages: [{ id: 'a', role: 'agent', liveId: 4, name: 'Maya', text: 'Still there?' }],
        live: { state: 'agent', agentName: 'Maya', lastId: 4 },
      }),
    );
    const { q, list, calls, streams } = mount({});
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]?.path).toBe('/sessions/s-1/live?after=4');
    q('button.launcher').click();
    expect(list()).toContain('Still there?');
    expect(q('.agent-line').textContent).toBe('Maya · Team member');
    const input = q<HTMLInputElement>('#cw-input');
    input.dispatchEvent(new Event('input'));
    input.dispatchEvent(new Event('input'));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.key === 'POST /sessions/s-1/typing')).toHaveLength(1),
    );
    const typing = calls.find((call) => call.key === 'POST /sessions/s-1/typing');
    expect((typing?.init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('shows the visitor message once when the stream echoes it before the POST answers', async () => {
    localStorage.setItem(
      chatStorageKey('bot-1'),
      JSON.stringify({
        sessionId: 's-1',
        visitorToken: 'tok-1',
        messages: [],
        live: { state: 'agent', agentName: 'Maya', lastId: 6 },
      }),
    );
    let answer: (value: unknown) => void = () => undefined;
    const { q, list, say, lastStream, streams, shadow } = mount({
      'POST /sessions/s-1/messages': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    q('button.launcher').click();
    say('Are you there?');
    lastStream().send('message', liveMessage(7, { author: 'visitor', body: 'Are you there?' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer(
      ok({
        live_message: liveMessage(7, { author: 'visitor', body: 'Are you there?' }),
        handoff: state({ state: 'agent', agentName: 'Maya' }),
      }),
    );
    await vi.waitFor(() => expect(q<HTMLInputElement>('#cw-input').value).toBe(''));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(count(list(), 'Are you there?')).toBe(1);
    expect(shadow.querySelector('.typing')).toBeNull();
  });

  it('shows the chat as ended when the agent ends it', async () => {
    localStorage.setItem(
      chatStorageKey('bot-1'),
      JSON.stringify({
        sessionId: 's-1',
        visitorToken: 'tok-1',
        messages: [],
        live: { state: 'waiting', agentName: null, lastId: 0 },
      }),
    );
    const { q, list, lastStream, streams } = mount({});
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    q('button.launcher').click();
    lastStream().send('message', liveMessage(5, { body: 'Maya ended the chat' }));
    lastStream().send('state', state({ state: 'agent', agentName: 'Maya', ended: true }));
    await vi.waitFor(() => expect(list()).toContain('Chat ended'));
    expect(list()).toContain('Maya ended the chat');
    expect(localStorage.getItem(chatStorageKey('bot-1'))).toBeNull();
    expect(q('.composer').hidden).toBe(true);
  });
});
