import type {
  LiveConversation,
  LiveMessage,
  LiveSessionState,
  MessageResult,
} from '@concierge/shared';
import { liveChatTexts } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage, startChat, type VisitorChat } from '../../test/chat-fixtures.js';
import { bearer, type TestApp } from '../../test/test-app.js';
import {
  agentReply,
  startHandoffClinic,
  liveCall,
  openStream,
  type OpenStream,
  type StreamEvent,
} from './live-fixtures.js';

const messageOf = (event: StreamEvent) => event.data as LiveMessage;

describe('the live streams', () => {
  let t: TestApp;
  let baseUrl: string;
  let owner: string;
  let botId: string;
  let staffStream: OpenStream;
  const open: OpenStream[] = [];

  beforeAll(async () => {
    ({ t, owner, botId, baseUrl, staffStream } = await startHandoffClinic());
    open.push(staffStream);
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await t.close();
  });

  const visitorStream = async (chat: VisitorChat, after?: number | string) => {
    const query = after === undefined ? '' : `?after=${after}`;
    const stream = await openStream(
      `${baseUrl}/api/public/sessions/${chat.sessionId}/live${query}`,
      bearer(chat.token),
    );
    open.push(stream);
    return stream;
  };

  const waitingChat = async () => {
    const chat = await startChat(t, botId);
    const result: MessageResult = await sendMessage(t, chat, 'I want to talk to a person');
    expect(result.handoff?.state).toBe('waiting');
    return chat;
  };

  it('tells the staff of new waiting chats, visitor messages and typing', async () => {
    const chat = await waitingChat();
    const waiting = await staffStream.until(
      (event) =>
        event.event === 'conversation' &&
        (event.data as LiveConversation).sessionId === chat.sessionId &&
        (event.data as LiveConversation).state === 'waiting',
    );
    expect(waiting.length).toBeGreaterThan(0);

    await sendMessage(t, chat, 'Is anyone there?');
    const seen = await staffStream.until((event) => event.event === 'message');
    expect(messageOf(seen.at(-1) as StreamEvent)).toMatchObject({
      sessionId: chat.sessionId,
      author: 'visitor',
      body: 'Is anyone there?',
    });

    const typing = await t.app.inject({
      method: 'POST',
      url: `/api/public/sessions/${chat.sessionId}/typing`,
      headers: bearer(chat.token),
    });
    expect(typing.statusCode, typing.body).toBe(200);
    const typed = await staffStream.until((event) => event.event === 'typing');
    expect(typed.at(-1)?.data).toEqual({ sessionId: chat.sessionId, from: 'visitor' });
  });

  it('replays from `after`, delivers the agent live, and resumes exactly where it left off', async () => {
    const chat = await waitingChat();
    const first = await visitorStream(chat);
    expect(first.status).toBe(200);
    const replay = await first.until((event) => event.event === 'state');
    expect(replay.map((event) => event.event)).toEqual(['message', 'state']);
    expect(messageOf(replay[0] as StreamEvent).body).toBe(liveChatTexts.waiting);
    expect(replay[1]?.data).toEqual({
      sessionId: chat.sessionId,
      state: 'waiting',
      agentName: null,
      ended: false,
    } satisfies LiveSessionState);

    expect((await liveCall(t, owner, chat.sessionId, 'take')).statusCode).toBe(200);
    // On PostgreSQL the handoff's own notice may reach the stream late and repeat the waiting
    // state, so this waits for the agent's.
    const joined = await first.until(
      (event) => event.event === 'state' && (event.data as LiveSessionState).state === 'agent',
    );
    expect(
      joined.filter((event) => event.event === 'message').map((event) => messageOf(event).body),
    ).toEqual([liveChatTexts.agentJoined('Test User')]);
    expect(joined.at(-1)?.data).toMatchObject({
      state: 'agent',
      agentName: 'Test User',
    });

    const typing = await liveCall(t, owner, chat.sessionId, 'typing');
    expect(typing.statusCode, typing.body).toBe(200);
    const typed = await first.until((event) => event.event === 'typing');
    expect(typed.at(-1)?.data).toEqual({ from: 'agent', name: 'Test User' });

    expect((await agentReply(t, owner, chat.sessionId, 'Hello, I am here')).statusCode).toBe(200);
    const live = await first.until((event) => event.event === 'message');
    const lastSeen = messageOf(live.at(-1) as StreamEvent);
    expect(lastSeen).toMatchObject({ author: 'agent', body: 'Hello, I am here' });
    first.close();

    // Missed while disconnected.
    await agentReply(t, owner, chat.sessionId, 'Are you still there?');
    await agentReply(t, owner, chat.sessionId, 'I will wait a moment.');

    const second = await visitorStream(chat, lastSeen.id);
    const resumed = await second.until((event) => event.event === 'state');
    expect(
      resumed.map((event) => (event.event === 'message' ? messageOf(event).body : 'state')),
    ).toEqual(['Are you still there?', 'I will wait a moment.', 'state']);

    await agentReply(t, owner, chat.sessionId, 'Bye for now');
    const next = await second.next();
    expect(next.event).toBe('message');
    expect(messageOf(next).body).toBe('Bye for now');

    // The end reaches the visitor as the agent's notice and an ended state.
    expect((await liveCall(t, owner, chat.sessionId, 'end')).statusCode).toBe(200);
    const ending = await second.until(
      (event) => event.event === 'state' && (event.data as LiveSessionState).ended,
    );
    const bodies = ending
      .filter((event) => event.event === 'message')
      .map((event) => messageOf(event).body);
    expect(bodies).toEqual([liveChatTexts.agentEnded('Test User')]);
  });

  it('refuses a stream without the token, with a bad cursor, or for an unknown session', async () => {
    const chat = await startChat(t, botId);
    const noToken = await t.app.inject({
      method: 'GET',
      url: `/api/public/sessions/${chat.sessionId}/live`,
    });
    expect(noToken.statusCode).toBe(401);
    const badCursor = await t.app.inject({
      method: 'GET',
      url: `/api/public/sessions/${chat.sessionId}/live?after=abc`,
      headers: bearer(chat.token),
    });
    expect(badCursor.statusCode).toBe(400);
    const wrongToken = await t.app.inject({
      method: 'GET',
      url: `/api/public/sessions/${chat.sessionId}/live`,
      headers: bearer('not-the-token'),
    });
    expect(wrongToken.statusCode).toBe(404);
  });
});
