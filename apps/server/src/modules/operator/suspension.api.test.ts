import {
  authMessages,
  billingMessages,
  type CreatedApiKey,
  operatorMessages,
  type OrganizationSummary,
  type TenantDetail,
  type TenantList,
  type TenantSummary,
} from '@concierge/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlConfigs, memberships, organizations } from '../../db/schema.js';
import { claimDueCrawls } from '../crawler/queries.js';
import { botIdOf, startChat, type VisitorChat } from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  STRONG_PASSWORD,
  type TestApp,
  UNKNOWN_ID,
} from '../../test/test-app.js';
import { as, organizationIdOf } from '../notifications/notification-fixtures.js';
import { addMember } from '../team/team-fixtures.js';
import { signInOperator } from './operator-fixtures.js';

describe('suspending, activating and deleting a tenant', () => {
  let t: TestApp;
  let operator: string;
  let owner: string;
  let botId: string;
  let chat: VisitorChat;
  let acme: string;
  let beta: string;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await signInOperator(t);
    owner = await signUpVerified(t, 'owner@acme.example', 'Acme Lab');
    await signUpVerified(t, 'owner@beta.example', 'Beta Clinic');
    acme = await organizationIdOf(t, 'Acme Lab');
    beta = await organizationIdOf(t, 'Beta Clinic');
    await addMember(t, owner, 'viewer@acme.example', 'viewer');
    // The Beta owner also helps run Acme: one live organization is left when Acme is suspended.
    const [betaOwner] = await t.ctx.db
      .select({ accountId: memberships.accountId })
      .from(memberships)
      .where(eq(memberships.organizationId, beta));
    await t.ctx.db.insert(memberships).values({
      organizationId: acme,
      accountId: betaOwner?.accountId ?? '',
      role: 'admin',
      createdAt: new Date(Date.now() - 60_000),
    });
    botId = await botIdOf(t, owner);
    chat = await startChat(t, botId);
  });
  afterAll(() => t.close());

  const login = (email: string, password = STRONG_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const operatorCall = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/operator/tenants${url}`,
      headers: bearer(operator),
      payload,
    });
  const widgetConfig = () =>
    t.app.inject({ method: 'GET', url: `/api/public/bots/${botId}/config` });
  const visitorMessage = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/sessions/${chat.sessionId}/messages`,
      headers: bearer(chat.token),
      payload: { text: 'Are you open today?' },
    });
  const organizationsOf = async (token: string) =>
    envelope<OrganizationSummary[]>(
      await t.app.inject({ method: 'GET', url: '/api/auth/organizations', headers: bearer(token) }),
    ).data.map((organization) => organization.name);

  it('suspends a tenant: its owner cannot sign in, its token and its widget are refused', async () => {
    const response = await operatorCall('POST', `/${acme}/suspend`);
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response).message).toBe(operatorMessages.suspended('Acme Lab'));
    expect(envelope<TenantSummary>(response).data).toMatchObject({
      name: 'Acme Lab',
      status: 'suspended',
    });
    expect(envelope<TenantSummary>(response).data.suspendedAt).not.toBeNull();

    const refused = await login('owner@acme.example');
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).message).toBe(operatorMessages.tenantSuspended);
    // A wrong password learns nothing about the suspension.
    const wrong = await login('owner@acme.example', 'Wrong-Passw0rd!');
    expect(wrong.statusCode).toBe(401);
    expect(envelope(wrong).message).toBe(authMessages.invalidCredentials);

    const billing = await t.app.inject({
      method: 'GET',
      url: '/api/billing',
      headers: bearer(owner),
    });
    expect(billing.statusCode).toBe(403);
    expect(envelope(billing).message).toBe(operatorMessages.tenantSuspended);
    const named = await t.app.inject({
      method: 'GET',
      url: '/api/knowledge/entries',
      headers: as(owner, acme),
    });
    expect(named.statusCode).toBe(403);
    expect(await organizationsOf(owner)).toEqual([]);

    const sessionCall = (path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/sessions/${chat.sessionId}/${path}`,
        headers: bearer(chat.token),
        payload,
      });
    for (const refusedCall of [
      await widgetConfig(),
      await visitorMessage(),
      await t.app.inject({
        method: 'POST',
        url: `/api/public/bots/${botId}/sessions`,
        payload: {},
      }),
      await sessionCall('forms', {
        category: 'Appointments',
        form_id: 'form-1',
        form_data: { name: 'Visitor' },
      }),
      await sessionCall('feedback', { turn_id: UNKNOWN_ID, value: 'like' }),
    ]) {
      expect(refusedCall.statusCode).toBe(403);
      expect(envelope(refusedCall).message).toBe(billingMessages.chatsUnavailable);
    }
  });

  it('keeps a member of another, live organization working there', async () => {
    const response = await login('owner@beta.example');
    expect(response.statusCode, response.body).toBe(200);
    const session = envelope<{ token: string; organization_name: string }>(response).data;
    expect(session.organization_name).toBe('Beta Clinic');
    expect(await organizationsOf(session.token)).toEqual(['Beta Clinic']);
    const billing = await t.app.inject({
      method: 'GET',
      url: '/api/billing',
      headers: bearer(session.token),
    });
    expect(billing.statusCode).toBe(200);
    const inAcme = await t.app.inject({
      method: 'GET',
      url: '/api/billing',
      headers: as(session.token, acme),
    });
    expect(inAcme.statusCode).toBe(403);
    expect(envelope(inAcme).message).toBe(operatorMessages.tenantSuspended);
  });

  it('refuses the suspended tenant’s API key and leaves its due crawls waiting', async () => {
    // Prepared while live: a key, and a site whose next crawl is due.
    await operatorCall('POST', `/${acme}/activate`);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys/production/regenerate',
      headers: bearer(owner),
    });
    const { secret } = envelope<CreatedApiKey>(created).data;
    const [site] = await t.ctx.db
      .insert(crawlConfigs)
      .values({
        organizationId: acme,
        url: 'https://acme.example/',
        scope: 'site',
        frequency: 'weekly',
        nextCrawlAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: crawlConfigs.id });
    await operatorCall('POST', `/${acme}/suspend`);

    const forms = await t.app.inject({
      method: 'GET',
      url: '/api/v1/forms',
      headers: bearer(secret),
    });
    expect(forms.statusCode).toBe(403);
    expect(envelope(forms).message).toBe(operatorMessages.tenantSuspended);
    const claimed = await t.ctx.db.transaction((tx) => claimDueCrawls(tx));
    expect(claimed.map((crawl) => crawl.id)).not.toContain(site?.id);
    await t.ctx.db.delete(crawlConfigs).where(eq(crawlConfigs.organizationId, acme));
  });

  it('answers 409 to a second suspension', async () => {
    const again = await operatorCall('POST', `/${acme}/suspend`);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe(operatorMessages.alreadySuspended);
  });

  it('activates it again: sign-in, the old token and the widget work', async () => {
    const response = await operatorCall('POST', `/${acme}/activate`);
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response).message).toBe(operatorMessages.activated('Acme Lab'));
    expect(envelope<TenantSummary>(response).data).toMatchObject({
      status: 'trial',
      suspendedAt: null,
    });
    expect((await login('owner@acme.example')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/billing', headers: bearer(owner) }))
        .statusCode,
    ).toBe(200);
    expect(await organizationsOf(owner)).toEqual(['Acme Lab']);
    expect((await widgetConfig()).statusCode).toBe(200);
    expect((await visitorMessage()).statusCode).toBe(200);

    const again = await operatorCall('POST', `/${acme}/activate`);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe(operatorMessages.notSuspended);
  });

  it('refuses to delete without the exact name (400) and deletes nothing', async () => {
    for (const confirm_name of ['Acme', 'acme lab', '']) {
      const response = await operatorCall('DELETE', `/${acme}`, { confirm_name });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe(operatorMessages.confirmNameMismatch);
    }
    expect((await operatorCall('DELETE', `/${acme}`, {})).statusCode).toBe(400);
    const [still] = await t.ctx.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, acme));
    expect(still).toBeDefined();
  });

  it('deletes the tenant with its only-member accounts, and leaves the rest alone', async () => {
    const response = await operatorCall('DELETE', `/${acme}`, { confirm_name: ' Acme Lab ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response).message).toBe(operatorMessages.deleted('Acme Lab'));

    for (const email of ['owner@acme.example', 'viewer@acme.example']) {
      expect((await login(email)).statusCode).toBe(401);
    }
    const betaOwner = await login('owner@beta.example');
    expect(betaOwner.statusCode).toBe(200);
    expect(await organizationsOf(envelope<{ token: string }>(betaOwner).data.token)).toEqual([
      'Beta Clinic',
    ]);
    expect((await login('operator@test.example')).statusCode).toBe(200);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/operator/tenants',
      headers: bearer(operator),
    });
    expect(envelope<TenantList>(list).data.tenants.map((tenant) => tenant.name)).toEqual([
      'Beta Clinic',
    ]);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/operator/tenants/${acme}`,
      headers: bearer(operator),
    });
    expect(gone.statusCode).toBe(404);
    expect((await widgetConfig()).statusCode).toBe(404);
    expect(
      (await operatorCall('DELETE', `/${acme}`, { confirm_name: 'Acme Lab' })).statusCode,
    ).toBe(404);
  });

  it('keeps the detail of the remaining tenant intact', async () => {
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/operator/tenants/${beta}`,
      headers: bearer(operator),
    });
    expect(envelope<TenantDetail>(detail).data).toMatchObject({
      name: 'Beta Clinic',
      users: 1,
      members: [{ email: 'owner@beta.example', role: 'owner' }],
    });
  });
});
