import type { HandoffStats, LiveConversation, LiveSessionState } from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { sendMessage, startChat, type VisitorChat } from '../../test/chat-fixtures.js';
import { bearer, type TestApp } from '../../test/test-app.js';
import {
  agentReply,
  envelope,
  startHandoffClinic,
  liveCall,
  openStream,
  type OpenStream,
  type StreamEvent,
} from './live-fixtures.js';
import { sweepVisitorPresence } from './presence-sweep.js';
import { VISITOR_PRESENCE } from './visitor-presence.js';

describe('visitor presence in the live inbox', () => {
  let t: TestApp;
  let baseUrl: string;
  let owner: string;
  let botId: string;
  let staffStream: OpenStream;
  const open: OpenStream[] = [];

  beforeAll(async () => {
    // The worker's own sweep stays out of the way: each test sweeps when it means to.
    ({ t, owner, botId, baseUrl, staffStream } = await startHandoffClinic({ RUN_WORKER: 'false' }));
    open.push(staffStream);
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await t.close();
  });

  const waitingChat = async () => {
    const chat = await startChat(t, botId);
    const result = await sendMessage(t, chat, 'I want to talk to a person');
    expect(result.handoff?.state).toBe('waiting');
    return chat;
  };

  const visitorStream = async (chat: VisitorChat) => {
    const stream = await openStream(
      `${baseUrl}/api/public/sessions/${chat.sessionId}/live`,
      bearer(chat.token),
    );
    open.push(stream);
    return stream;
  };

  const listed = async (chat: VisitorChat) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/live/conversations',
      headers: bearer(owner),
    });
    const list = envelope<LiveConversation[]>(response).data;
    return list.find((conversation) => conversation.sessionId === chat.sessionId);
  };

  /** Waits on the staff stream for the chat's conversation event that matches. */
  const staffSees = (chat: VisitorChat, match: (conversation: LiveConversation) => boolean) =>
    staffStream.until(
      (event: StreamEvent) =>
        event.event === 'conversation' &&
        (event.data as LiveConversation).sessionId === chat.sessionId &&
        match(event.data as LiveConversation),
    );

  /** As if the visitor was last seen `seconds` ago, and no stream has beaten since. */
  const lastSeen = (chat: VisitorChat, seconds: number) =>
    t.ctx.db.execute(
      sql`update chat_sessions
          set visitor_seen_at = now() - make_interval(secs => ${seconds})
          where id = ${chat.sessionId}`,
    );

  const handoffOutcome = async (chat: VisitorChat) => {
    const [row] = await queryRows<{ outcome: string | null }>(
      t.ctx.db,
      sql`select outcome from handoffs where session_id = ${chat.sessionId}`,
    );
    return row?.outcome;
  };

  it('shows a visitor as here while their stream is open, and as left the moment it closes', async () => {
    const chat = await waitingChat();
    // Before the widget connects there is nothing to say.
    expect((await listed(chat))?.visitorPresence).toBeNull();

    const stream = await visitorStream(chat);
    await staffSees(chat, (conversation) => conversation.visitorPresence === 'here');
    expect(await listed(chat)).toMatchObject({ visitorPresence: 'here', visitorLeftAt: null });

    const closedAt = Date.now();
    stream.close();
    const [left] = (
      await staffSees(chat, (conversation) => conversation.visitorPresence === 'left')
    ).slice(-1);
    const leftAt = (left?.data as LiveConversation).visitorLeftAt;
    expect(Math.abs(new Date(leftAt ?? 0).getTime() - closedAt)).toBeLessThan(5000);
    expect((await listed(chat))?.visitorPresence).toBe('left');

    // Back again (a reload of the page): here again.
    await visitorStream(chat);
    await staffSees(chat, (conversation) => conversation.visitorPresence === 'here');
  });

  it('stays here while one of two tabs is open', async () => {
    const chat = await waitingChat();
    const first = await visitorStream(chat);
    await visitorStream(chat);
    await staffSees(chat, (conversation) => conversation.visitorPresence === 'here');
    first.close();
    await expect
      .poll(() =>
        queryRows<{ visitor_streams: number }>(
          t.ctx.db,
          sql`select visitor_streams from chat_sessions where id = ${chat.sessionId}`,
        ).then((rows) => rows[0]?.visitor_streams),
      )
      .toBe(1);
    expect((await listed(chat))?.visitorPresence).toBe('here');
  });

  it('keeps an open stream marked seen with its heartbeat', async () => {
    const heartbeatMs = VISITOR_PRESENCE.heartbeatMs;
    VISITOR_PRESENCE.heartbeatMs = 50;
    try {
      const chat = await waitingChat();
      await visitorStream(chat);
      await staffSees(chat, (conversation) => conversation.visitorPresence === 'here');
      await lastSeen(chat, 10 * 60);
      await expect.poll(async () => (await listed(chat))?.visitorPresence).toBe('here');
    } finally {
      VISITOR_PRESENCE.heartbeatMs = heartbeatMs;
    }
  });

  it('counts a stream that went silent (its process died) as left, and tells the staff', async () => {
    const chat = await waitingChat();
    await visitorStream(chat);
    await staffSees(chat, (conversation) => conversation.visitorPresence === 'here');
    // No heartbeat for longer than the window: the row still counts the stream.
    await lastSeen(chat, VISITOR_PRESENCE.goneAfterSeconds + 5);
    expect((await listed(chat))?.visitorPresence).toBe('left');

    await sweepVisitorPresence(t.ctx);
    await staffSees(chat, (conversation) => conversation.visitorPresence === 'left');
    const [row] = await queryRows<{ visitor_streams: number }>(
      t.ctx.db,
      sql`select visitor_streams from chat_sessions where id = ${chat.sessionId}`,
    );
    expect(row?.visitor_streams).toBe(0);
  });

  it('takes a waiting chat out of the queue as abandoned once its visitor has been gone too long', async () => {
    const gone = await waitingChat();
    (await visitorStream(gone)).close();
    await staffSees(gone, (conversation) => conversation.visitorPresence === 'left');
    const recentlyGone = await waitingChat();
    (await visitorStream(recentlyGone)).close();
    await staffSees(recentlyGone, (conversation) => conversation.visitorPresence === 'left');
    const stillHere = await waitingChat();
    await visitorStream(stillHere);
    await staffSees(stillHere, (conversation) => conversation.visitorPresence === 'here');
    const neverConnected = await waitingChat();

    const abandonAfter = VISITOR_PRESENCE.abandonWaitingAfterSeconds;
    // All four asked for a person long ago; what differs is when their visitor was last seen.
    for (const chat of [gone, recentlyGone, stillHere, neverConnected]) {
      await t.ctx.db.execute(
        sql`update handoffs set requested_at = now() - make_interval(secs => ${abandonAfter * 2})
            where session_id = ${chat.sessionId}`,
      );
    }
    await lastSeen(gone, abandonAfter + 60);
    await lastSeen(recentlyGone, abandonAfter - 60);

    await sweepVisitorPresence(t.ctx);

    const ended = await staffStream.until(
      (event) =>
        event.event === 'conversation' &&
        (event.data as LiveConversation).sessionId === gone.sessionId &&
        (event.data as LiveConversation).ended,
    );
    expect(ended.length).toBeGreaterThan(0);
    expect(await listed(gone)).toBeUndefined();
    expect(await handoffOutcome(gone)).toBe('abandoned');
    // Asked long ago and never connected: nobody is there either.
    expect(await listed(neverConnected)).toBeUndefined();
    expect(await handoffOutcome(neverConnected)).toBe('abandoned');
    expect((await listed(recentlyGone))?.state).toBe('waiting');
    expect((await listed(stillHere))?.state).toBe('waiting');
    expect(await handoffOutcome(stillHere)).toBeNull();

    // A visitor who comes back finds the chat ended.
    const back = await visitorStream(gone);
    const states = await back.until(
      (event) => event.event === 'state' && (event.data as LiveSessionState).ended,
    );
    expect(states.length).toBeGreaterThan(0);

    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/live/stats',
      headers: bearer(owner),
    });
    expect(envelope<HandoffStats>(stats).data.agentResolved).toBe(0);
  });

  it('keeps a held chat, and the member’s replies, when its visitor leaves', async () => {
    const chat = await waitingChat();
    (await visitorStream(chat)).close();
    expect((await liveCall(t, owner, chat.sessionId, 'take')).statusCode).toBe(200);
    await lastSeen(chat, VISITOR_PRESENCE.abandonWaitingAfterSeconds * 2);
    await sweepVisitorPresence(t.ctx);

    expect(await listed(chat)).toMatchObject({ state: 'agent', visitorPresence: 'left' });
    const reply = await agentReply(t, owner, chat.sessionId, 'Are you still there?');
    expect(reply.statusCode).toBe(200);
    const stream = await visitorStream(chat);
    await stream.until(
      (event) =>
        event.event === 'message' &&
        (event.data as { body: string }).body === 'Are you still there?',
    );
  });
});
