import {
  billingMessages,
  notificationTexts,
  type BillingOverview,
  type TeamOverview,
} from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { countActivity } from '../analytics/activity-hours.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botIdOf, sendMessage, startChat } from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  multipartForm,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';
import { connectIntegration } from '../integrations/integration-fixtures.js';
import { organizationIdOf } from '../notifications/notification-fixtures.js';
import { addMember } from '../team/team-fixtures.js';

const getBilling = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/billing', headers: bearer(token) });
const choosePlan = (t: TestApp, token: string, planId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/plan',
    headers: bearer(token),
    payload: { plan_id: planId },
  });

async function overviewOf(t: TestApp, token: string): Promise<BillingOverview> {
  const response = await getBilling(t, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<BillingOverview>(response).data;
}

const addEntry = (t: TestApp, token: string, question: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/content/add',
    headers: bearer(token),
    payload: multipartForm({ content_type: 'qa', question, answer: 'Yes.' }),
  });

describe('billing overview and plan change', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpVerified(t, 'owner@bill.example', 'Bill Lab');
  });
  afterAll(() => t.close());

  it('shows a new organization on the trial with its limits and the plans on offer', async () => {
    const overview = await overviewOf(t, owner);
    expect(overview.plan).toMatchObject({
      id: 'trial',
      name: 'Trial',
      price: 0,
      limits: { chats: 100, seats: 2, knowledgeBase: -1, integrations: 10 },
    });
    expect(overview.usage).toEqual({
      chats: { used: 0, limit: 100 },
      seats: { used: 1, limit: 2 },
      knowledgeBase: { used: 0, limit: -1 },
      integrations: { used: 0, limit: 10 },
    });
    expect(overview.plans.map(({ id, price, popular }) => ({ id, price, popular }))).toEqual([
      { id: 'starter', price: 19, popular: false },
      { id: 'professional', price: 49, popular: true },
      { id: 'enterprise', price: 149, popular: false },
    ]);
    expect(overview.trialEndsAt).not.toBeNull();
    expect(new Date(overview.periodStart).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('moves the owner to Professional at once, and the team’s seats follow', async () => {
    const response = await choosePlan(t, owner, 'professional');
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response).message).toBe(billingMessages.planChanged('Professional'));
    expect(envelope<BillingOverview>(response).data.plan.id).toBe('professional');
    const overview = await overviewOf(t, owner);
    expect(overview.usage.chats.limit).toBe(3000);
    expect(overview.usage.seats.limit).toBe(5);
    const team = await t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(owner) });
    expect(envelope<TeamOverview>(team).data.seats).toEqual({ used: 1, limit: 5 });
  });

  it('counts this month’s chats, seats, knowledge entries and connected integrations', async () => {
    await addMember(t, owner, 'admin@bill.example', 'admin');
    await addMember(t, owner, 'editor@bill.example', 'editor');
    await addMember(t, owner, 'viewer@bill.example', 'viewer');
    for (const question of ['Open on Sunday?', 'Do you take walk-ins?']) {
      expect((await addEntry(t, owner, question)).statusCode).toBe(200);
    }
    const connected = await connectIntegration(t, owner, 'google_analytics', {
      measurement_id: 'G-ABC1234',
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const botId = await botIdOf(t, owner);
    const chat = await startChat(t, botId);
    await sendMessage(t, chat, 'Hello');
    await sendMessage(t, chat, 'Are you open today?');
    await sendMessage(t, await startChat(t, botId), 'Hi');

    expect((await overviewOf(t, owner)).usage).toEqual({
      chats: { used: 2, limit: 3000 },
      seats: { used: 4, limit: 5 },
      knowledgeBase: { used: 2, limit: -1 },
      integrations: { used: 1, limit: 10 },
    });
  });

  it('lets every member read billing but only the owner change the plan (403)', async () => {
    for (const email of ['admin@bill.example', 'editor@bill.example', 'viewer@bill.example']) {
      const token = await login(t, email);
      expect((await getBilling(t, token)).statusCode).toBe(200);
      const refused = await choosePlan(t, token, 'enterprise');
      expect(refused.statusCode, email).toBe(403);
    }
    expect((await overviewOf(t, owner)).plan.id).toBe('professional');
  });

  it('refuses an unknown plan and the trial (404), and the current plan (409)', async () => {
    for (const planId of ['platinum', 'trial']) {
      const response = await choosePlan(t, owner, planId);
      expect(response.statusCode, planId).toBe(404);
      expect(envelope(response).message).toBe(billingMessages.planNotFound);
    }
    const same = await choosePlan(t, owner, 'professional');
    expect(same.statusCode).toBe(409);
    expect(envelope(same).message).toBe(billingMessages.samePlan('Professional'));
  });

  it('refuses a downgrade that leaves more seats than the new plan has (409)', async () => {
    const response = await choosePlan(t, owner, 'starter');
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(billingMessages.overNewLimit('Starter', 'seats', 4, 2));
    expect((await overviewOf(t, owner)).plan.id).toBe('professional');
  });

  it('takes Enterprise: every limit unlimited, seats included', async () => {
    expect((await choosePlan(t, owner, 'enterprise')).statusCode).toBe(200);
    const { usage } = await overviewOf(t, owner);
    expect(Object.values(usage).map((figure) => figure.limit)).toEqual([-1, -1, -1, -1]);
    await addMember(t, owner, 'fifth@bill.example', 'viewer');
    await addMember(t, owner, 'sixth@bill.example', 'viewer');
    const team = await t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(owner) });
    expect(envelope<TeamOverview>(team).data.seats).toEqual({ used: 6, limit: -1 });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/billing' })).statusCode).toBe(401);
  });
});

async function login(t: TestApp, email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'Passw0rd!' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<{ token: string }>(response).data.token;
}

describe('chats limit (trial: 100 chats a month)', () => {
  let t: TestApp;
  let owner: string;
  let botId: string;
  let organizationId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpVerified(t, 'owner@busy.example', 'Busy Lab');
    botId = await botIdOf(t, owner);
    organizationId = await organizationIdOf(t, 'Busy Lab');
  });
  afterAll(() => t.close());

  const addEarlierChats = (chats: number) =>
    countActivity(t.ctx.db, organizationId, new Date(), { chats_initiated: chats });

  const firstMessage = async (text = 'Hello') => {
    const chat = await startChat(t, botId);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/public/sessions/${chat.sessionId}/messages`,
      headers: bearer(chat.token),
      payload: { text },
    });
    return { chat, response };
  };

  const blockedNotices = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(owner),
    });
    const { items } = envelope<{ items: { kind: string; title: string; link: string }[] }>(
      response,
    ).data;
    return items.filter(
      (item) =>
        item.kind === 'quota_warning' && item.title === notificationTexts.chatsBlocked.title,
    );
  };

  it('turns new visitors away once the month’s chats are used, and tells staff once', async () => {
    const started = await firstMessage();
    expect(started.response.statusCode).toBe(200);
    await addEarlierChats(99); // 1 + 99 = 100
    expect((await overviewOf(t, owner)).usage.chats).toEqual({ used: 100, limit: 100 });

    for (const text of ['Hello', 'Anyone there?']) {
      const { response } = await firstMessage(text);
      expect(response.statusCode).toBe(429);
      expect(envelope(response).message).toBe(billingMessages.chatsUnavailable);
    }
    const turns = await t.ctx.db.execute(
      sql`select count(*)::int as n from chat_turns where organization_id = ${organizationId}`,
    );
    expect((turns as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    expect((await overviewOf(t, owner)).usage.chats.used).toBe(100);
    const notices = await blockedNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]?.link).toBe('/billing');

    // The chat started before the limit carries on.
    const reply = await sendMessage(t, started.chat, 'Are you open today?');
    expect(reply.turn_id).toBeTruthy();
  });

  it('lets new visitors chat again after an upgrade', async () => {
    expect((await choosePlan(t, owner, 'professional')).statusCode).toBe(200);
    const { response } = await firstMessage();
    expect(response.statusCode, response.body).toBe(200);
    expect((await overviewOf(t, owner)).usage.chats).toEqual({ used: 101, limit: 3000 });
    expect(await blockedNotices()).toHaveLength(1);
  });
});

describe('knowledge and integration limits (Starter: 50 entries, 3 integrations)', () => {
  let t: TestApp;
  let owner: string;
  let organizationId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpVerified(t, 'owner@small.example', 'Small Lab');
    organizationId = await organizationIdOf(t, 'Small Lab');
    expect((await choosePlan(t, owner, 'starter')).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('refuses the 51st knowledge entry, typed or uploaded (409)', async () => {
    await t.ctx.db.execute(sql`
      insert into knowledge_entries (organization_id, type, status, source_type, title, modified_by)
      select ${organizationId}, 'faq', 'published', 'manual', 'Question ' || n, 'Test'
      from generate_series(1, 49) n`);
    expect((await addEntry(t, owner, 'The fiftieth?')).statusCode).toBe(200);
    const refused = await addEntry(t, owner, 'The fifty-first?');
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).message).toBe(
      billingMessages.limitReached('Starter', 'knowledgeBase', 50),
    );
    const form = new FormData();
    form.append('files', new Blob(['Opening hours: 8 to 5.']), 'hours.txt');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/knowledge/uploads',
      headers: bearer(owner),
      payload: form,
    });
    expect(upload.statusCode).toBe(409);
    expect((await overviewOf(t, owner)).usage.knowledgeBase).toEqual({ used: 50, limit: 50 });
  });

  it('refuses a fourth integration but lets a connected one change (409)', async () => {
    await t.ctx.db.execute(sql`
      insert into integrations (organization_id, provider, target)
      values (${organizationId}, 'slack', 'https://hooks.slack.com/services/T/B/x'),
             (${organizationId}, 'teams', 'https://example.webhook.office.com/x'),
             (${organizationId}, 'zapier', 'https://hooks.zapier.com/hooks/catch/1/x')`);
    const refused = await connectIntegration(t, owner, 'google_analytics', {
      measurement_id: 'G-ABC1234',
    });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).message).toBe(
      billingMessages.limitReached('Starter', 'integrations', 3),
    );
  });

  it('refuses moving down to a plan the knowledge entries do not fit (409)', async () => {
    expect((await choosePlan(t, owner, 'professional')).statusCode).toBe(200);
    await addEntry(t, owner, 'One more than Starter allows?');
    const refused = await choosePlan(t, owner, 'starter');
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).message).toBe(
      billingMessages.overNewLimit('Starter', 'knowledgeBase', 51, 50),
    );
  });
});
