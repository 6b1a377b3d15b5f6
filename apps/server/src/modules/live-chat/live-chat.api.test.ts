import type {
  HandoffStats,
  LiveConversation,
  LiveConversationDetail,
  LiveMessage,
  LiveMessageAccepted,
  MessageResult,
} from '@concierge/shared';
import { liveChatTexts } from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { botIdOf, startChat, type VisitorChat } from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  multipartForm,
  signUpVerified,
  type TestApp,
  UNKNOWN_ID,
} from '../../test/test-app.js';
import { rebuildActivityHours } from '../analytics/activity-hours.js';
import { addMember } from '../team/team-fixtures.js';
import {
  agentReply,
  enableHandoff,
  goOnline,
  listen,
  liveCall,
  type OpenStream,
} from './live-fixtures.js';

const ASK_FOR_PERSON = 'I want to talk to a person';

describe('live conversations and human handoff', () => {
  let t: TestApp;
  let baseUrl: string;
  let owner: string;
  let editor: string;
  let viewer: string;
  let botId: string;
  let ownerOnline: OpenStream | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpVerified(t, 'owner@clinic.example', 'Clinic');
    botId = await botIdOf(t, owner);
    await enableHandoff(t, owner, botId);
    // Three members need more than the trial's two seats.
    await t.ctx.db.execute(sql`UPDATE organizations SET plan = 'professional'`);
    editor = await addMember(t, owner, 'editor@clinic.example', 'editor');
    viewer = await addMember(t, owner, 'viewer@clinic.example', 'viewer');
    baseUrl = await listen(t);
  });
  afterAll(async () => {
    ownerOnline?.close();
    await t.close();
  });

  const send = async (chat: VisitorChat, text: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/public/sessions/${chat.sessionId}/messages`,
      headers: bearer(chat.token),
      payload: { text },
    });
    return { status: response.statusCode, body: envelope<Record<string, unknown>>(response) };
  };
  const detail = async (token: string, sessionId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/live/conversations/${sessionId}`,
      headers: bearer(token),
    });
    return { status: response.statusCode, body: envelope<LiveConversationDetail>(response) };
  };

  it('offers the General Inquiry form when nobody is online, and stays with the bot', async () => {
    // A viewer with the dashboard open cannot take a chat, so does not count as online.
    const poll = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(viewer),
    });
    expect(poll.statusCode).toBe(200);
    const chat = await startChat(t, botId);
    const { status, body } = await send(chat, ASK_FOR_PERSON);
    expect(status).toBe(200);
    const result = body.data as unknown as MessageResult;
    expect(result.handoff).toBeUndefined();
    expect(result.assistant).toMatchObject({
      action: 'show_form',
      category: 'General Inquiry',
      message: liveChatTexts.noAgent,
    });
    const read = await detail(owner, chat.sessionId);
    expect(read.body.data.conversation.state).toBe('bot');
    expect(read.body.data.timeline).toHaveLength(1);
  });

  it('runs a chat from the bot to waiting, to a person, back to the bot, and to its end', async () => {
    ownerOnline = await goOnline(baseUrl, owner);
    const chat = await startChat(t, botId, { username: 'Maria', email: 'maria@example.com' });

    const asked = await send(chat, ASK_FOR_PERSON);
    const handedOver = asked.body.data as unknown as MessageResult;
    expect(handedOver.assistant).toEqual({ action: 'handoff', category: 'Human Handoff' });
    expect(handedOver.handoff).toEqual({
      sessionId: chat.sessionId,
      state: 'waiting',
      agentName: null,
      ended: false,
    });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/live/conversations',
      headers: bearer(editor),
    });
    const listed = envelope<LiveConversation[]>(list).data;
    expect(listed[0]).toMatchObject({
      sessionId: chat.sessionId,
      visitorName: 'Maria',
      visitorEmail: 'maria@example.com',
      state: 'waiting',
      agentName: null,
      lastMessage: ASK_FOR_PERSON,
      ended: false,
    });
    expect(listed[0]?.waitingSince).not.toBeNull();

    // While waiting, the visitor's words are for the person: no bot turn.
    const early = await send(chat, 'Hello? Anyone?');
    expect(early.status).toBe(200);
    const accepted = early.body.data as unknown as LiveMessageAccepted;
    expect(accepted.live_message).toMatchObject({ author: 'visitor', body: 'Hello? Anyone?' });
    expect(accepted.handoff.state).toBe('waiting');
    expect(early.body.data).not.toHaveProperty('turn_id');

    const take = await liveCall(t, owner, chat.sessionId, 'take');
    expect(take.statusCode, take.body).toBe(200);
    expect(envelope(take).message).toBe(liveChatTexts.taken);
    expect(envelope<LiveConversation>(take).data).toMatchObject({
      state: 'agent',
      agentName: 'Test User',
      waitingSince: null,
    });

    const stolen = await liveCall(t, editor, chat.sessionId, 'take');
    expect(stolen.statusCode).toBe(409);
    expect(envelope(stolen).message).toBe(liveChatTexts.alreadyTaken('Test User'));
    const intruder = await agentReply(t, editor, chat.sessionId, 'I can help too');
    expect(intruder.statusCode).toBe(409);
    expect(envelope(intruder).message).toBe(liveChatTexts.notHeld);
    const editorRelease = await liveCall(t, editor, chat.sessionId, 'release');
    expect(editorRelease.statusCode).toBe(409);

    const replied = await agentReply(t, owner, chat.sessionId, 'Hi Maria, how can I help?');
    expect(replied.statusCode, replied.body).toBe(200);
    expect(envelope<LiveMessage>(replied).data).toMatchObject({
      author: 'agent',
      authorName: 'Test User',
      body: 'Hi Maria, how can I help?',
    });
    const empty = await agentReply(t, owner, chat.sessionId, '   ');
    expect(empty.statusCode).toBe(400);

    const held = await send(chat, 'What are your opening hours?');
    expect(held.body.data).not.toHaveProperty('turn_id');
    expect((held.body.data as unknown as LiveMessageAccepted).handoff).toMatchObject({
      state: 'agent',
      agentName: 'Test User',
    });

    const timeline = (await detail(viewer, chat.sessionId)).body.data.timeline;
    expect(
      timeline.map((item) =>
        item.kind === 'turn'
          ? `turn:${item.userText}`
          : `${item.message.author}:${item.message.body}`,
      ),
    ).toEqual([
      `turn:${ASK_FOR_PERSON}`,
      `system:${liveChatTexts.waiting}`,
      'visitor:Hello? Anyone?',
      `system:${liveChatTexts.agentJoined('Test User')}`,
      'agent:Hi Maria, how can I help?',
      'visitor:What are your opening hours?',
    ]);

    const release = await liveCall(t, owner, chat.sessionId, 'release');
    expect(release.statusCode, release.body).toBe(200);
    expect(envelope(release).message).toBe(liveChatTexts.released);
    expect(envelope<LiveConversation>(release).data.state).toBe('bot');

    // Back with the bot: it answers again.
    const greeted = await send(chat, 'hello');
    expect(greeted.body.data).toHaveProperty('turn_id');
    expect((await detail(owner, chat.sessionId)).body.data.timeline.at(-2)).toMatchObject({
      kind: 'live',
      message: { author: 'system', body: liveChatTexts.botBack },
    });

    const again = await send(chat, 'Can I speak to a real person please');
    expect((again.body.data as unknown as MessageResult).handoff?.state).toBe('waiting');
    expect((await liveCall(t, owner, chat.sessionId, 'take')).statusCode).toBe(200);
    const end = await liveCall(t, owner, chat.sessionId, 'end');
    expect(end.statusCode, end.body).toBe(200);
    expect(envelope(end).message).toBe(liveChatTexts.ended);
    expect(envelope<LiveConversation>(end).data.ended).toBe(true);

    const afterEnd = await send(chat, 'one more thing');
    expect(afterEnd.status).toBe(409);
    const retake = await liveCall(t, editor, chat.sessionId, 'take');
    expect(retake.statusCode).toBe(409);
    expect(envelope(retake).message).toBe(liveChatTexts.conversationEnded);
    const lateReply = await agentReply(t, owner, chat.sessionId, 'still there?');
    expect(envelope(lateReply).message).toBe(liveChatTexts.conversationEnded);

    const afterList = await t.app.inject({
      method: 'GET',
      url: '/api/live/conversations',
      headers: bearer(owner),
    });
    expect(
      envelope<LiveConversation[]>(afterList).data.some(
        (item) => item.sessionId === chat.sessionId,
      ),
    ).toBe(false);
  });

  it('counts the handoffs, the taken ones, the wait and the chats a person ended', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/live/stats',
      headers: bearer(viewer),
    });
    expect(response.statusCode, response.body).toBe(200);
    const stats = envelope<HandoffStats>(response).data;
    expect(stats).toMatchObject({ handoffs: 2, taken: 2, agentResolved: 1 });
    expect(stats.averageWaitSeconds).toEqual(expect.any(Number));
    expect(stats.averageWaitSeconds).toBeGreaterThanOrEqual(0);

    const old = await t.app.inject({
      method: 'GET',
      url: '/api/live/stats?from=2020-01-01&to=2020-01-31',
      headers: bearer(owner),
    });
    expect(envelope<HandoffStats>(old).data).toEqual({
      handoffs: 0,
      taken: 0,
      averageWaitSeconds: null,
      agentResolved: 0,
    });
    for (const query of ['from=2024-02-30', 'from=2024-03-02&to=2024-03-01', 'to=soon']) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/live/stats?${query}`,
        headers: bearer(owner),
      });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it("hands over after maxRetries unsure answers, as reason 'retries'", async () => {
    const chat = await startChat(t, botId);
    const unsure = ['Do you fix bicycles?', 'What about telescopes?', 'Or sailing boats?'];
    const results: Record<string, unknown>[] = [];
    for (const text of unsure) results.push((await send(chat, text)).body.data);
    expect(results.slice(0, 2).every((result) => !('handoff' in result))).toBe(true);
    expect((results[2] as unknown as MessageResult).handoff?.state).toBe('waiting');
    const reasons = await queryRows<{ reason: string }>(
      t.ctx.db,
      sql`select reason from handoffs where session_id = ${chat.sessionId}`,
    );
    expect(reasons).toEqual([{ reason: 'retries' }]);
  });

  it("hands over on a trigger the organization chose, as reason 'escalation'", async () => {
    const saveTriggers = async (handoffTriggers: string) => {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/auth/chatbot-settings',
        headers: bearer(owner),
        payload: multipartForm({ botId, handoffTriggers }),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const urgent = 'My father has chest pain after the blood draw';
    const before = await startChat(t, botId);
    expect((await send(before, urgent)).body.data).not.toHaveProperty('handoff');

    await saveTriggers('asks_for_person,urgent,cannot_answer');
    try {
      const chat = await startChat(t, botId);
      const result = (await send(chat, urgent)).body.data as unknown as MessageResult;
      expect(result.handoff?.state).toBe('waiting');
      expect(result.assistant).toEqual({
        action: 'handoff',
        category: 'Human Handoff',
        message: 'If this is an emergency, please call your local emergency number now.',
      });
      const reasons = await queryRows<{ reason: string }>(
        t.ctx.db,
        sql`select reason from handoffs where session_id = ${chat.sessionId}`,
      );
      expect(reasons).toEqual([{ reason: 'escalation' }]);
    } finally {
      await saveTriggers('asks_for_person,cannot_answer');
    }
  });

  it("counts the visitor's messages to a person in the hourly activity, as a rebuild does", async () => {
    const chat = await startChat(t, botId);
    await send(chat, ASK_FOR_PERSON);
    expect((await send(chat, 'Are you there?')).status).toBe(200);
    expect((await send(chat, 'My name is Ann')).status).toBe(200);
    const [organization] = await queryRows<{ organization_id: string }>(
      t.ctx.db,
      sql`select organization_id from chat_sessions where id = ${chat.sessionId}`,
    );
    const organizationId = organization?.organization_id ?? '';
    const sessionMessages = sql`select coalesce(sum(message_count), 0)::int as n
      from chat_sessions where organization_id = ${organizationId}`;
    const counted = sql`select coalesce(sum(messages), 0)::int as n
      from activity_hours where organization_id = ${organizationId}`;
    const [sessions] = await queryRows<{ n: number }>(t.ctx.db, sessionMessages);
    const [before] = await queryRows<{ n: number }>(t.ctx.db, counted);
    expect(before?.n).toBe(sessions?.n);
    await rebuildActivityHours(t.ctx.db, organizationId);
    const [rebuilt] = await queryRows<{ n: number }>(t.ctx.db, counted);
    expect(rebuilt?.n).toBe(before?.n);
  });

  it('lets a viewer watch but not take, reply, release or end', async () => {
    const chat = await startChat(t, botId);
    await send(chat, ASK_FOR_PERSON);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/live/conversations',
      headers: bearer(viewer),
    });
    expect(list.statusCode).toBe(200);
    expect((await detail(viewer, chat.sessionId)).status).toBe(200);
    for (const action of ['take', 'release', 'end'] as const) {
      expect((await liveCall(t, viewer, chat.sessionId, action)).statusCode, action).toBe(403);
    }
    expect((await agentReply(t, viewer, chat.sessionId, 'hi')).statusCode).toBe(403);
    // Replying before taking it.
    const early = await agentReply(t, editor, chat.sessionId, 'hi');
    expect(early.statusCode).toBe(409);
    expect(envelope(early).message).toBe(liveChatTexts.takeFirst);
  });

  it('lets a member step into a bot chat, and an admin hand a held chat back', async () => {
    const chat = await startChat(t, botId);
    await send(chat, 'hello');
    const take = await liveCall(t, editor, chat.sessionId, 'take');
    expect(take.statusCode, take.body).toBe(200);
    expect(envelope<LiveConversation>(take).data.agentName).toBe('Invited Person');
    const byOwner = await liveCall(t, owner, chat.sessionId, 'release');
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(envelope<LiveConversation>(byOwner).data.state).toBe('bot');
  });

  it('closes the handoff when the visitor leaves a waiting chat', async () => {
    const chat = await startChat(t, botId);
    await send(chat, ASK_FOR_PERSON);
    const end = await t.app.inject({
      method: 'POST',
      url: `/api/public/sessions/${chat.sessionId}/end`,
      headers: bearer(chat.token),
    });
    expect(end.statusCode).toBe(200);
    const read = await detail(owner, chat.sessionId);
    expect(read.body.data.conversation.ended).toBe(true);
    expect((await liveCall(t, owner, chat.sessionId, 'take')).statusCode).toBe(409);
  });

  it("answers 404 for another organization's conversation, an unknown one and a malformed id", async () => {
    const chat = await startChat(t, botId);
    await send(chat, 'hello');
    const stranger = await signUpVerified(t, 'owner@other.example', 'Other Lab');
    for (const id of [chat.sessionId, UNKNOWN_ID, 'not-a-uuid']) {
      const read = await detail(stranger, id);
      expect(read.status, id).toBe(404);
      expect(read.body.message).toBe(liveChatTexts.conversationNotFound);
      expect((await liveCall(t, stranger, id, 'take')).statusCode, id).toBe(404);
      expect((await agentReply(t, stranger, id, 'hi')).statusCode, id).toBe(404);
    }
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/live/conversations',
      headers: bearer(stranger),
    });
    expect(envelope<LiveConversation[]>(theirs).data).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/live/conversations' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('who counts as online', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('an owner with the dashboard open (the bell’s poll) can be handed a chat', async () => {
    t = await createTestApp();
    const owner = await signUpVerified(t, 'owner@lab.example', 'Lab');
    const botId = await botIdOf(t, owner);
    await enableHandoff(t, owner, botId);
    await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(owner) });
    const chat = await startChat(t, botId);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/public/sessions/${chat.sessionId}/messages`,
      headers: bearer(chat.token),
      payload: { text: ASK_FOR_PERSON },
    });
    expect(envelope<MessageResult>(response).data.handoff?.state).toBe('waiting');
  });
});
