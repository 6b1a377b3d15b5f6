import { expect } from 'vitest';
import { botIdOf } from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  multipartForm,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';

/** Turns human handoff on (and leaves the lead form off, so unsure answers hand over). */
export async function enableHandoff(t: TestApp, staffToken: string, botId: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/chatbot-settings',
    headers: bearer(staffToken),
    payload: multipartForm({ botId, humanHandoff: 'true', leadCapture: 'false' }),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Where a listening test app answers. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `http://127.0.0.1:${address.port}`;
}

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** A server-sent event stream read with fetch, as the widget and the dashboard read it. */
export interface OpenStream {
  status: number;
  /** The next event (comments such as `: ping` are skipped). */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Reads events until one matches; answers it and every event read before it. */
  until(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent[]>;
  close(): void;
}

export async function openStream(
  url: string,
  headers: Record<string, string>,
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('the stream has no body');
  const decoder = new TextDecoder();
  let buffer = '';

  const next = async (timeoutMs = 5000): Promise<StreamEvent> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
        const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
        if (event && data !== undefined) return { event, data: JSON.parse(data) as unknown };
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('the stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };

  return {
    status: response.status,
    next,
    async until(match, timeoutMs = 5000) {
      const seen: StreamEvent[] = [];
      for (;;) {
        const event = await next(timeoutMs);
        seen.push(event);
        if (match(event)) return seen;
      }
    },
    close: () => controller.abort(),
  };
}

/** Opens the staff stream, which marks the member online; answers the open stream. */
export async function goOnline(baseUrl: string, staffToken: string): Promise<OpenStream> {
  const stream = await openStream(`${baseUrl}/api/live/stream`, bearer(staffToken));
  expect(stream.status).toBe(200);
  return stream;
}

export interface HandoffClinic {
  t: TestApp;
  owner: string;
  botId: string;
  baseUrl: string;
  /** The owner's live inbox stream: someone is online to take chats. */
  staffStream: OpenStream;
}

/** A clinic whose bot hands chats over, listening on a port, with its owner online. */
export async function startHandoffClinic(
  environment: Record<string, string> = {},
): Promise<HandoffClinic> {
  const t = await createTestApp(environment);
  const owner = await signUpVerified(t, 'owner@clinic.example', 'Clinic');
  const botId = await botIdOf(t, owner);
  await enableHandoff(t, owner, botId);
  const baseUrl = await listen(t);
  return { t, owner, botId, baseUrl, staffStream: await goOnline(baseUrl, owner) };
}

export function liveCall(
  t: TestApp,
  staffToken: string,
  sessionId: string,
  action: 'take' | 'release' | 'end' | 'typing',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/live/conversations/${sessionId}/${action}`,
    headers: bearer(staffToken),
  });
}

export function agentReply(t: TestApp, staffToken: string, sessionId: string, text: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/live/conversations/${sessionId}/messages`,
    headers: bearer(staffToken),
    payload: { text },
  });
}

export { envelope };
