import {
  CONVERSATION_OUTCOMES,
  staffMessages,
  type Conversation,
  type ConversationsPage,
} from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { CONFIDENCE_THRESHOLD } from '../chat-engine/index.js';
import {
  addQuestionAnswer,
  backdateChat,
  botIdOf,
  enableAllFeatures,
  giveFeedback,
  sendMessage,
  startChat,
  submitForm,
  type VisitorChat,
} from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
  UNKNOWN_ID,
} from '../../test/test-app.js';
import { ConversationService } from './service.js';

describe('conversations', () => {
  let t: TestApp;
  let staff: string;
  let otherStaff: string;
  let converted: VisitorChat;
  let unresolved: VisitorChat;
  let resolved: VisitorChat;
  let silent: VisitorChat;
  let old: VisitorChat;
  let otherOrgChat: VisitorChat;

  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const list = async (query: string, token = staff) => {
    const response = await get(token, `/api/conversations?${query}`);
    expect(response.statusCode).toBe(200);
    return envelope<ConversationsPage>(response).data;
  };
  const ids = (page: ConversationsPage) => page.conversations.map((item) => item.id);
  const detail = async (chat: VisitorChat) => {
    const response = await get(staff, `/api/conversations/${chat.sessionId}`);
    expect(response.statusCode).toBe(200);
    return envelope<Conversation>(response).data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signUpVerified(t, 'owner@clinic.example', 'Clinic');
    otherStaff = await signUpVerified(t, 'owner@other.example', 'Other Lab');
    const botId = await botIdOf(t, staff);
    await enableAllFeatures(t, staff, botId);
    await addQuestionAnswer(
      t,
      staff,
      'What are your opening hours?',
      'We are open Monday to Saturday from 7 am to 8 pm.',
    );

    old = await startChat(t, botId, { username: 'Olga' });
    await sendMessage(t, old, 'What are your opening hours?');
    await backdateChat(t, old, new Date(Date.now() - 10 * 86_400_000));

    converted = await startChat(t, botId, { username: 'Bob', email: 'bob@example.com' });
    await sendMessage(t, converted, 'I want to book an appointment');
    await submitForm(t, converted, 'Appointments', { full_name: 'Bob' });

    unresolved = await startChat(t, botId, { username: 'Carol' });
    await sendMessage(t, unresolved, 'hi');
    await sendMessage(t, unresolved, 'zxqv blorf quantum llama?');

    resolved = await startChat(t, botId, { username: 'Dave', email: 'dave@example.com' });
    const answer = await sendMessage(t, resolved, 'What are your opening hours?');
    await giveFeedback(t, resolved, answer.turn_id, 'like');

    silent = await startChat(t, botId, { username: 'Silent' });
    await t.ctx.db.execute(sql`update chat_sessions set origin = 'https://clinic.example'
      where id = ${resolved.sessionId}`);

    const otherBot = await botIdOf(t, otherStaff);
    otherOrgChat = await startChat(t, otherBot, { username: 'Eve' });
    await sendMessage(t, otherOrgChat, 'What are your opening hours?');
  });
  afterAll(() => t.close());

  it('lists chats with a visitor message, newest first, within the range', async () => {
    const week = await list('days=7');
    expect(ids(week)).toEqual([resolved.sessionId, unresolved.sessionId, converted.sessionId]);
    expect(week.pagination).toEqual({ total_pages: 1, total_conversations: 3 });
    const month = await list('');
    expect(ids(month)).toEqual([...ids(week), old.sessionId]);
    expect(ids(month)).not.toContain(silent.sessionId);
  });

  it('summarises each chat: intent, outcome, satisfaction, preview, user', async () => {
    const byId = new Map((await list('days=7')).conversations.map((item) => [item.id, item]));
    expect(byId.get(converted.sessionId)).toMatchObject({
      intent: 'Appointments',
      outcome: 'converted',
      satisfaction: null,
      messageCount: 1,
      preview: 'I want to book an appointment',
      user: { username: 'Bob', email: 'bob@example.com' },
      endedAt: null,
    });
    // The greeting is neither the topic nor the preview; an unanswered question is still a question.
    expect(byId.get(unresolved.sessionId)).toMatchObject({
      intent: 'question',
      outcome: 'unresolved',
      messageCount: 2,
      preview: 'zxqv blorf quantum llama?',
    });
    expect(byId.get(resolved.sessionId)).toMatchObject({
      intent: 'question',
      outcome: 'resolved',
      satisfaction: 1,
      metadata: { source: 'https://clinic.example' },
    });
  });

  it('filters by outcome', async () => {
    expect(ids(await list('days=7&outcome=converted'))).toEqual([converted.sessionId]);
    expect(ids(await list('days=7&outcome=unresolved'))).toEqual([unresolved.sessionId]);
    expect(ids(await list('days=7&outcome=resolved'))).toEqual([resolved.sessionId]);
    expect(ids(await list('days=30&outcome=resolved'))).toEqual([
      resolved.sessionId,
      old.sessionId,
    ]);
    for (const outcome of CONVERSATION_OUTCOMES) {
      const page = await list(`outcome=${outcome}`);
      expect(page.conversations.every((item) => item.outcome === outcome)).toBe(true);
    }
    const response = await get(staff, '/api/conversations?outcome=lost');
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(staffMessages.outcomeInvalid);
  });

  it('searches visitor messages, names and e-mails, with % and _ taken literally', async () => {
    expect(ids(await list('search=BLORF'))).toEqual([unresolved.sessionId]);
    expect(ids(await list('search=carol'))).toEqual([unresolved.sessionId]);
    expect(ids(await list('search=bob%40example'))).toEqual([converted.sessionId]);
    expect(ids(await list('search=opening%20hours'))).toEqual([resolved.sessionId, old.sessionId]);
    expect((await list('search=%25')).pagination.total_conversations).toBe(0);
    expect((await list('search=_')).pagination.total_conversations).toBe(0);
  });

  it('pages the list', async () => {
    const first = await list('limit=3&page=1');
    const second = await list('limit=3&page=2');
    expect(first.pagination).toEqual({ total_pages: 2, total_conversations: 4 });
    expect(ids(first)).toHaveLength(3);
    expect(ids(second)).toEqual([old.sessionId]);
    expect(ids(await list('limit=3&page=3'))).toEqual([]);
    expect((await get(staff, '/api/conversations?page=0')).statusCode).toBe(400);
  });

  it('shows a conversation message by message', async () => {
    const answered = await detail(resolved);
    expect(answered.messages.map((message) => message.role)).toEqual(['user', 'bot']);
    const [question, reply] = answered.messages;
    expect(question).toMatchObject({ content: 'What are your opening hours?' });
    expect(question?.confidence).toBeUndefined();
    expect(reply?.content).toContain('7 am to 8 pm');
    expect(reply?.confidence).toBeGreaterThanOrEqual(CONFIDENCE_THRESHOLD);
    expect(reply?.timestamp).toBe(question?.timestamp);

    const chat = await detail(unresolved);
    expect(chat.messages.map((message) => `${message.role}:${message.content}`)).toEqual([
      'user:hi',
      expect.stringMatching(/^bot:/),
      'user:zxqv blorf quantum llama?',
      expect.stringMatching(/^bot:/),
    ]);
    expect(chat.messages[3]?.confidence).toBeLessThan(CONFIDENCE_THRESHOLD);

    const booking = await detail(converted);
    expect(booking.messages[1]).toMatchObject({
      role: 'bot',
      content: expect.any(String),
      reply: { action: 'show_form', category: 'Appointments' },
    });
    expect(booking.messages[1]?.content).not.toBe('');
    expect(booking.intent).toBe('Appointments');
  });

  it('answers 404 for unknown, malformed, silent and other-tenant conversations', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id', silent.sessionId, otherOrgChat.sessionId]) {
      const response = await get(staff, `/api/conversations/${id}`);
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe(staffMessages.conversationNotFound);
    }
    const response = await get(otherStaff, `/api/conversations/${resolved.sessionId}`);
    expect(response.statusCode).toBe(404);
  });

  it('shows another organization only its own conversations', async () => {
    const page = await list('', otherStaff);
    expect(ids(page)).toEqual([otherOrgChat.sessionId]);
    expect((await list('search=carol', otherStaff)).pagination.total_conversations).toBe(0);
  });

  it('exports the filtered conversations as CSV, one row per message', async () => {
    const response = await get(staff, '/api/conversations/export?days=7');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /conversations-last-7-days-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Conversation ID,Started At,User,Email,Intent,Outcome,Role,Message,Timestamp,Confidence',
    );
    // Dave 1 turn, Carol 2 turns, Bob 1 turn: two messages each.
    expect(lines).toHaveLength(1 + 2 * 4);
    expect(lines[1]).toMatch(
      new RegExp(`^${resolved.sessionId},[^,]+,Dave,dave@example.com,question,resolved,user,`),
    );
    expect(lines[2]).toMatch(/,bot,.*7 am to 8 pm.*,(1|0\.\d+)$/);

    const filtered = await get(staff, '/api/conversations/export?days=30&outcome=converted');
    const rows = filtered.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.startsWith(`${converted.sessionId},`))).toBe(true);

    // Batches of two conversations give the same rows as one batch (keyset paging).
    const service = new ConversationService(t.ctx);
    const [membership] = await queryRows<{ organization_id: string }>(
      t.ctx.db,
      sql`select organization_id from memberships m join accounts a on a.id = m.account_id
          where a.email = 'owner@clinic.example'`,
    );
    const tenant = { organizationId: membership?.organization_id ?? '', role: 'owner' as const };
    const range = await service.range(tenant, 30);
    const collect = async (batchSize: number) => {
      const batches = [];
      for await (const batch of service.exportRows(
        tenant,
        range,
        { days: 30, outcome: 'all' },
        batchSize,
      )) {
        batches.push(batch);
      }
      return batches;
    };
    const small = await collect(2);
    expect(small).toHaveLength(2);
    expect(small.flat()).toEqual((await collect(200)).flat());
    expect(new Set(small.flat().map((row) => row[0])).size).toBe(4);

    const other = await get(otherStaff, '/api/conversations/export?days=30&search=carol');
    expect(
      other.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);
  });
});
