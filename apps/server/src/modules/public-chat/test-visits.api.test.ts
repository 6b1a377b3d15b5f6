import type {
  AnalyticsSummary,
  DashboardStats,
  StartSessionResult,
  TestVisit,
} from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  botIdOf,
  enableAllFeatures,
  endChat,
  giveFeedback,
  sendMessage,
  submitForm,
  type VisitorChat,
} from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';
import { rebuildActivityHours } from '../analytics/activity-hours.js';

describe('Test Deployment’s chats', () => {
  let t: TestApp;
  let staff: string;
  let botId: string;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signUpVerified(t, 'owner@test-visits.example', 'Test Visits Clinic');
    botId = await botIdOf(t, staff);
    await enableAllFeatures(t, staff, botId);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(staff) });
  const testVisit = async () => {
    const response = await get('/api/auth/chatbot-settings/test-visit');
    expect(response.statusCode).toBe(200);
    return envelope<TestVisit>(response).data;
  };
  const start = (payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/public/bots/${botId}/sessions`, payload });
  const chatOf = (response: Awaited<ReturnType<typeof start>>): VisitorChat => {
    const started = envelope<StartSessionResult>(response).data;
    return { sessionId: started.session_id, token: started.visitor_token };
  };
  /** Everything a visitor does, so that every counter would move. */
  const chatFully = async (chat: VisitorChat) => {
    const reply = await sendMessage(t, chat, 'hello there');
    await giveFeedback(t, chat, reply.turn_id, 'like');
    await submitForm(t, chat, 'General Inquiry', { full_name: 'Tess Ter', message: 'Testing' });
    await endChat(t, chat);
  };
  const figures = async () => {
    const dashboard = envelope<DashboardStats>(await get('/api/user/dashboard_stats?date=today'));
    const summary = envelope<{ data: AnalyticsSummary }>(await get('/api/user/analytics?days=7'));
    const users = envelope<{ users: { username: string }[]; pagination: { total_users: number } }>(
      await get('/api/user/get_users'),
    );
    const conversations = envelope<{ pagination: { total_conversations: number } }>(
      await get('/api/conversations?days=7'),
    );
    const { latest_users: latestUsers, ...dashboardCounts } = dashboard.data;
    return {
      dashboardCounts,
      latestUsers: latestUsers.length,
      summary: summary.data.data,
      users: users.data.pagination.total_users,
      conversations: conversations.data.pagination.total_conversations,
    };
  };

  it('gives members the preview page with a signed token, and nobody else', async () => {
    const visit = await testVisit();
    expect(visit.url).toBe(
      `/widget-preview?botId=${botId}&test=${encodeURIComponent(visit.test_token)}`,
    );
    expect(Date.parse(visit.expires_at)).toBeGreaterThan(Date.now() + 30 * 60 * 1000);
    const page = await t.app.inject({ method: 'GET', url: visit.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`testToken: ${JSON.stringify(visit.test_token)}`);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/auth/chatbot-settings/test-visit',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps a test chat out of Users, Sessions Today and every analytics figure', async () => {
    const before = await figures();
    const visit = await testVisit();
    const started = await start({ test_token: visit.test_token });
    expect(started.statusCode).toBe(200);
    const chat = chatOf(started);
    await chatFully(chat);

    const [marked] = await queryRows<{ session_test: boolean; user_test: boolean }>(
      t.ctx.db,
      sql`select s.is_test as session_test, u.is_test as user_test
          from chat_sessions s join app_users u on u.id = s.app_user_id
          where s.id = ${chat.sessionId}`,
    );
    expect(marked).toEqual({ session_test: true, user_test: true });
    expect(await figures()).toEqual(before);
    // Counters rebuilt from the raw rows leave it out too.
    const [organization] = await queryRows<{ organization_id: string }>(
      t.ctx.db,
      sql`select organization_id from chat_sessions where id = ${chat.sessionId}`,
    );
    await rebuildActivityHours(t.ctx.db, organization?.organization_id ?? '');
    expect(await figures()).toEqual(before);

    // The same steps by a real visitor do move them: the figures above could have moved.
    await chatFully(chatOf(await start({})));
    const after = await figures();
    expect(after.users).toBe(before.users + 1);
    expect(after.dashboardCounts.total_sessions_on_date).toBe(
      before.dashboardCounts.total_sessions_on_date + 1,
    );
    expect(after.summary.total_message_count).toBe(before.summary.total_message_count + 1);
    expect(after.conversations).toBe(before.conversations + 1);
  });

  it('refuses a made-up, altered or other bot’s test token', async () => {
    const { test_token: token } = await testVisit();
    const [expiry, signature] = token.split('.');
    for (const forged of ['1', 'yes', `${Number(expiry) + 60}.${signature}`]) {
      const response = await start({ test_token: forged });
      expect(response.statusCode).toBe(403);
      expect(envelope(response).message).toBe(
        'This test page has expired. Open Test Deployment in Bot Setup again.',
      );
    }
    const other = await signUpVerified(t, 'owner@elsewhere.example', 'Elsewhere');
    const otherBot = await botIdOf(t, other);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/public/bots/${otherBot}/sessions`,
      payload: { test_token: token },
    });
    expect(elsewhere.statusCode).toBe(403);
  });
});
