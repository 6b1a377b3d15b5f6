import {
  billingMessages,
  operatorMessages,
  TENANTS_PAGE_SIZE,
  type InvitationPreview,
  type OrganizationSummary,
  type TenantDetail,
  type TenantList,
} from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botIdOf, sendMessage, startChat } from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
  UNKNOWN_ID,
} from '../../test/test-app.js';
import { acceptWithSignup, addMember, lastInvitationTokenFor } from '../team/team-fixtures.js';
import { signInOperator } from './operator-fixtures.js';

type Method = 'GET' | 'POST' | 'DELETE';

const OPERATOR_ROUTES: [Method, string, object?][] = [
  ['GET', '/api/operator/stats'],
  ['GET', '/api/operator/tenants'],
  ['GET', '/api/operator/tenants/export'],
  ['GET', `/api/operator/tenants/${UNKNOWN_ID}`],
  ['POST', '/api/operator/tenants', { name: 'X', owner_email: 'x@x.example', plan_id: 'trial' }],
  ['POST', `/api/operator/tenants/${UNKNOWN_ID}/suspend`],
  ['POST', `/api/operator/tenants/${UNKNOWN_ID}/activate`],
  ['DELETE', `/api/operator/tenants/${UNKNOWN_ID}`, { confirm_name: 'X' }],
];

describe('operator tenants', () => {
  let t: TestApp;
  let operator: string;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await signInOperator(t);
    owner = await signUpVerified(t, 'owner@north.example', 'North Clinic');
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
  const listTenants = async (query = '') => {
    const response = await call('GET', `/api/operator/tenants${query}`, operator);
    expect(response.statusCode, response.body).toBe(200);
    return envelope<TenantList>(response).data;
  };
  const addTenant = (name: string, ownerEmail: string, planId = 'starter') =>
    call('POST', '/api/operator/tenants', operator, {
      name,
      owner_email: ownerEmail,
      plan_id: planId,
    });

  it('lets only the operator in: 401 without a token, 403 for an owner and an admin', async () => {
    const admin = await addMember(t, owner, 'admin@north.example', 'admin');
    for (const [method, url, payload] of OPERATOR_ROUTES) {
      const anonymous = await call(method, url, undefined, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      for (const token of [owner, admin]) {
        const refused = await call(method, url, token, payload);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(envelope(refused).message).toBe(operatorMessages.forbidden);
      }
    }
  });

  it('lists a signed-up tenant with its owner, members, chats and trial status', async () => {
    const chat = await startChat(t, await botIdOf(t, owner));
    await sendMessage(t, chat, 'Hello');
    const list = await listTenants();
    expect(list).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    expect(list.statusCounts).toEqual({ active: 0, trial: 1, suspended: 0, cancelled: 0 });
    expect(list.tenants[0]).toMatchObject({
      name: 'North Clinic',
      plan: 'trial',
      planName: 'Trial',
      status: 'trial',
      users: 2,
      conversations: 1,
      revenue: 0,
      owner: { name: 'Test User', email: 'owner@north.example' },
      usage: { chatsUsed: 1, chatsLimit: 100, seatsUsed: 2, seatsLimit: 2 },
      suspendedAt: null,
    });
    expect(list.tenants[0]?.lastActive).not.toBeNull();
    expect(list.tenants[0]?.trialEndsAt).not.toBeNull();
  });

  it('adds a tenant whose invited owner signs up and owns it', async () => {
    const response = await addTenant('South Lab', 'Boss@South.example', 'professional');
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response).message).toBe(
      operatorMessages.created('South Lab', 'boss@south.example'),
    );
    const created = envelope<TenantDetail>(response).data;
    expect(created).toMatchObject({
      name: 'South Lab',
      plan: 'professional',
      status: 'active',
      users: 0,
      revenue: 49,
      owner: null,
      trialEndsAt: null,
      members: [],
      pendingInvitations: [{ email: 'boss@south.example', role: 'owner' }],
      usage: { seatsUsed: 1, seatsLimit: 5 },
    });

    const invitationToken = await lastInvitationTokenFor(t, 'boss@south.example');
    const mail = t.mailbox.filter((message) => message.to === 'boss@south.example').at(-1);
    expect(mail?.subject).toContain('South Lab');
    expect(mail?.text).toContain('as an owner');
    const preview = await call('GET', `/api/invitations/${invitationToken}`);
    expect(envelope<InvitationPreview>(preview).data).toMatchObject({
      organizationName: 'South Lab',
      role: 'owner',
      accountExists: false,
    });
    const accepted = await acceptWithSignup(t, invitationToken, 'Sam South');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const boss = envelope<{ token: string }>(accepted).data.token;
    const organizations = envelope<OrganizationSummary[]>(
      await call('GET', '/api/auth/organizations', boss),
    ).data;
    expect(organizations).toMatchObject([{ id: created.id, name: 'South Lab', role: 'owner' }]);

    const detail = envelope<TenantDetail>(
      await call('GET', `/api/operator/tenants/${created.id}`, operator),
    ).data;
    expect(detail).toMatchObject({
      users: 1,
      owner: { name: 'Sam South', email: 'boss@south.example' },
      members: [{ name: 'Sam South', email: 'boss@south.example', role: 'owner' }],
      pendingInvitations: [],
      knowledgeEntries: 0,
      timezone: 'America/New_York',
    });
  });

  it('starts an added trial tenant with a trial end, and refuses an unknown plan (404)', async () => {
    const trial = await addTenant('Trial Corner', 'trial@corner.example', 'trial');
    expect(envelope<TenantDetail>(trial).data).toMatchObject({ status: 'trial', revenue: 0 });
    expect(envelope<TenantDetail>(trial).data.trialEndsAt).not.toBeNull();
    const unknown = await addTenant('Nowhere', 'no@where.example', 'platinum');
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).message).toBe(billingMessages.planNotFound);
    const invalid = await call('POST', '/api/operator/tenants', operator, {
      name: ' ',
      owner_email: 'not-an-email',
      plan_id: 'trial',
    });
    expect(invalid.statusCode).toBe(400);
    expect((await listTenants('?search=Nowhere')).total).toBe(0);
  });

  it('answers 404 tenantNotFound for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const response = await call('GET', `/api/operator/tenants/${id}`, operator);
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe(operatorMessages.tenantNotFound);
    }
  });

  it('searches by name and by owner e-mail, case-insensitively, with % taken literally', async () => {
    expect((await listTenants('?search=south')).tenants.map((x) => x.name)).toEqual(['South Lab']);
    expect((await listTenants('?search=OWNER%40NORTH')).tenants.map((x) => x.name)).toEqual([
      'North Clinic',
    ]);
    expect((await listTenants('?search=%25')).total).toBe(0);
    expect((await listTenants('?search=_')).total).toBe(0);
  });

  it('filters by status and counts every status', async () => {
    const list = await listTenants('?status=active');
    expect(list.tenants.map((x) => x.name)).toEqual(['South Lab']);
    expect(list.statusCounts).toEqual({ active: 1, trial: 2, suspended: 0, cancelled: 0 });
    expect((await listTenants('?status=trial')).tenants.map((x) => x.name)).toEqual([
      'Trial Corner',
      'North Clinic',
    ]);
    expect((await listTenants('?status=cancelled')).total).toBe(0);
    const bad = await call('GET', '/api/operator/tenants?status=gone&page=0', operator);
    expect(bad.statusCode).toBe(400);
  });

  it('pages 20 tenants at a time, newest first', async () => {
    for (let i = 1; i <= TENANTS_PAGE_SIZE; i += 1) {
      const added = await addTenant(`Paged ${String(i).padStart(2, '0')}`, `p${i}@paged.example`);
      expect(added.statusCode, added.body).toBe(200);
    }
    const first = await listTenants();
    expect(first).toMatchObject({ total: 23, page: 1, totalPages: 2 });
    expect(first.tenants).toHaveLength(TENANTS_PAGE_SIZE);
    expect(first.tenants[0]?.name).toBe('Paged 20');
    const second = await listTenants('?page=2');
    expect(second.tenants.map((x) => x.name)).toEqual([
      'Trial Corner',
      'South Lab',
      'North Clinic',
    ]);
    expect((await listTenants('?search=paged&page=2')).tenants).toEqual([]);
  });

  it('exports every tenant as CSV, quoting a name with a comma and a quote', async () => {
    await addTenant('Smith, "Best" Care', 'smith@care.example');
    const response = await call('GET', '/api/operator/tenants/export', operator);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('tenants.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Plan,Status,Users,Conversations,Monthly revenue,Owner name,Owner email,Created,Last active',
    );
    expect(lines).toHaveLength(1 + 24);
    expect(lines[1]).toMatch(/^"Smith, ""Best"" Care",Starter,active,0,0,19,,,/);
    const north = lines.find((line) => line.startsWith('North Clinic,'));
    expect(north).toMatch(/^North Clinic,Trial,trial,2,1,0,Test User,owner@north\.example,/);
  });
});
