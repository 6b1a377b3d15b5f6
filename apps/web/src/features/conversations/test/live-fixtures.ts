import type {
  LiveConversation,
  LiveConversationDetail,
  LiveMessage,
  StaffLiveEvent,
} from '@concierge/shared';
import { vi } from 'vitest';
import { stubFetch, type StubbedAnswer } from '@/test/fetch-stub';

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

export function liveConversationFixture(
  overrides: Partial<LiveConversation> = {},
): LiveConversation {
  return {
    sessionId: 's-1',
    visitorName: 'Jamie Doe',
    visitorEmail: 'jamie@example.com',
    state: 'waiting',
    waitingSince: ago(135),
    agentAccountId: null,
    agentName: null,
    lastMessage: 'Can I talk to a person?',
    lastActivity: ago(135),
    startedAt: ago(600),
    ended: false,
    visitorPresence: 'here',
    visitorLeftAt: null,
    ...overrides,
  };
}

export function liveMessageFixture(overrides: Partial<LiveMessage> = {}): LiveMessage {
  return {
    id: 1,
    sessionId: 's-1',
    author: 'visitor',
    authorName: '',
    body: 'Hello?',
    createdAt: ago(60),
    ...overrides,
  };
}

export function liveDetailFixture(
  conversation: LiveConversation = liveConversationFixture(),
): LiveConversationDetail {
  return {
    conversation,
    timeline: [
      {
        kind: 'turn',
        id: 't1',
        userText: 'When are you open?',
        assistant: 'We are open 8am to 6pm.',
        createdAt: ago(300),
      },
      {
        kind: 'live',
        message: liveMessageFixture({
          id: 2,
          author: 'system',
          body: 'You are in the queue. A team member will join shortly.',
        }),
      },
      { kind: 'live', message: liveMessageFixture({ id: 3, body: 'Can I talk to a person?' }) },
    ],
  };
}

/**
 * stubFetch plus GET /api/live/stream as an open event stream the test writes into with `emit`.
 * Returns the mock and helpers to find the calls made.
 */
export function stubLiveFetch(
  answers: Record<string, StubbedAnswer | (() => StubbedAnswer)>,
  /** The stream's HTTP status: anything but 200 answers without a stream. */
  streamStatus = 200,
) {
  const answer = stubFetch(answers);
  const encoder = new TextEncoder();
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.split('?')[0] !== '/api/live/stream') return answer(input, init);
    if (streamStatus !== 200) return new Response(null, { status: streamStatus });
    return new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          stream = controller;
        },
      }),
      { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);

  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => String(url).split('?')[0] === path && (init?.method ?? 'GET') === method,
    );
  const emit = ({ event, data }: StaffLiveEvent) => {
    if (!stream) throw new Error('The live stream is not open');
    stream.enqueue(encoder.encode(`: ping\n\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  };
  /** The server drops the connection. */
  const close = () => stream?.close();
  return { fetchMock, calls, emit, close };
}
