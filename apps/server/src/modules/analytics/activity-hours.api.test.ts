import type { DashboardStats } from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  backdateChat,
  botIdOf,
  enableAllFeatures,
  endChat,
  giveFeedback,
  sendMessage,
  startChat,
  submitForm,
} from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';
import { rebuildActivityHours } from './activity-hours.js';

describe('hourly activity counters', () => {
  let t: TestApp;
  let labs = 0;

  /** A new organization: its owner's token, bot id and organization id. */
  const newLab = async () => {
    labs += 1;
    const name = `Counter Lab ${labs}`;
    const token = await signUpVerified(t, `owner${labs}@counters.example`, name);
    const botId = await botIdOf(t, token);
    await enableAllFeatures(t, token, botId);
    const [row] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select id from organizations where name = ${name}`,
    );
    if (!row) throw new Error(`no organization ${name}`);
    return { token, botId, organizationId: row.id };
  };
  const dashboard = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/dashboard_stats?date=today',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return envelope<DashboardStats>(response).data;
  };
  const hoursOf = (organizationId: string) =>
    queryRows<Record<string, unknown>>(
      t.ctx.db,
      sql`select * from activity_hours where organization_id = ${organizationId} order by hour`,
    );

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts a changed mind once: like, then dislike twice, is one dislike', async () => {
    const lab = await newLab();
    const chat = await startChat(t, lab.botId);
    const turn = await sendMessage(t, chat, 'Hello, what do you offer?');
    await giveFeedback(t, chat, turn.turn_id, 'like');
    expect(await dashboard(lab.token)).toMatchObject({ total_likes: 1, total_dislikes: 0 });
    await giveFeedback(t, chat, turn.turn_id, 'dislike');
    await giveFeedback(t, chat, turn.turn_id, 'dislike');
    expect(await dashboard(lab.token)).toMatchObject({ total_likes: 0, total_dislikes: 1 });
  });

  it('counts a chat ended twice as one ended chat', async () => {
    const lab = await newLab();
    const chat = await startChat(t, lab.botId);
    await sendMessage(t, chat, 'Hello');
    await endChat(t, chat);
    await endChat(t, chat);
    expect((await dashboard(lab.token)).total_end_chats).toBe(1);
  });

  it('counts one initiation however many messages a chat has', async () => {
    const lab = await newLab();
    const chat = await startChat(t, lab.botId);
    await sendMessage(t, chat, 'Hello');
    await sendMessage(t, chat, 'What are your opening hours?');
    await sendMessage(t, chat, 'Thanks');
    expect(await dashboard(lab.token)).toMatchObject({
      total_sessions_on_date: 1,
      chat_initiated_count_on_date: 1,
      total_message_count_on_date: 3,
    });
  });

  it('rebuilds from the raw rows exactly what the writes counted', async () => {
    const lab = await newLab();
    const first = await startChat(t, lab.botId, { username: 'First' });
    const hello = await sendMessage(t, first, 'Hello');
    const booking = await sendMessage(t, first, 'I want to book an appointment');
    await submitForm(t, first, 'Appointments', { full_name: 'First' });
    await submitForm(t, first, 'Home Collection', { full_name: 'First' });
    await giveFeedback(t, first, hello.turn_id, 'like');
    await giveFeedback(t, first, booking.turn_id, 'dislike');
    await giveFeedback(t, first, hello.turn_id, 'dislike');
    await endChat(t, first);
    const second = await startChat(t, lab.botId, { username: 'Second' });
    await sendMessage(t, second, 'Where is my report?');
    await submitForm(t, second, 'Test Report', { full_name: 'Second' });
    await startChat(t, lab.botId, { username: 'Silent' });
    // Another organization's activity stays out of this one's rows.
    const other = await newLab();
    await sendMessage(t, await startChat(t, other.botId), 'Hello');

    const counted = await hoursOf(lab.organizationId);
    expect(counted.length).toBeGreaterThan(0);
    await rebuildActivityHours(t.ctx.db, lab.organizationId);
    expect(await hoursOf(lab.organizationId)).toEqual(counted);
  });

  it('moves the counts with a chat moved in time', async () => {
    const lab = await newLab();
    const chat = await startChat(t, lab.botId);
    await sendMessage(t, chat, 'Hello');
    await endChat(t, chat);
    await backdateChat(t, chat, new Date(Date.now() - 3 * 86_400_000));
    expect(await dashboard(lab.token)).toMatchObject({
      total_sessions_on_date: 0,
      total_message_count_on_date: 0,
      total_end_chats: 0,
    });
    const rows = await queryRows<{ sessions: number; messages: number; ended_chats: number }>(
      t.ctx.db,
      sql`select sum(sessions)::int as sessions, sum(messages)::int as messages,
            sum(ended_chats)::int as ended_chats
          from activity_hours where organization_id = ${lab.organizationId}`,
    );
    expect(rows[0]).toEqual({ sessions: 1, messages: 1, ended_chats: 1 });
  });
});
