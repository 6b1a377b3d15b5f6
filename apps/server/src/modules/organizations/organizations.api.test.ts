import { validationMessages as m, type KnowledgeEntryPage } from '@concierge/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  envelope,
  multipartForm,
  signUpVerified,
  type TestApp,
  UNKNOWN_ID,
} from '../../test/test-app.js';
import { accounts, memberships, organizations } from '../../db/schema.js';
import { seedDemo } from '../../seed/demo.js';

interface Summary {
  id: string;
  name: string;
  plan: string;
  role: string;
  usage: { seats: { used: number; limit: number } };
}

describe('organizations', () => {
  let t: TestApp;
  let ann: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp();
    ann = await signUpVerified(t, 'ann@example.com', 'Ann Clinic');
    bob = await signUpVerified(t, 'bob@example.com', 'Bob Lab');
  });
  afterAll(() => t.close());

  const list = async (token: string) =>
    envelope<Summary[]>(
      await t.app.inject({ method: 'GET', url: '/api/auth/organizations', headers: bearer(token) }),
    ).data;
  const updateOrganization = (
    token: string,
    fields: Record<string, string>,
    organizationId?: string,
  ) => {
    return t.app.inject({
      method: 'PUT',
      url: '/api/auth/organization-info',
      headers: {
        ...bearer(token),
        ...(organizationId ? { 'x-organization-id': organizationId } : {}),
      },
      payload: multipartForm(fields),
    });
  };

  it('lists the account’s organizations with name, plan, role and seats', async () => {
    const [organization, ...rest] = await list(ann);
    expect(rest).toEqual([]);
    expect(organization).toMatchObject({
      name: 'Ann Clinic',
      plan: 'trial',
      role: 'owner',
      usage: { seats: { used: 1, limit: 2 } },
    });
  });

  it('renames the organization and sets its website', async () => {
    const response = await updateOrganization(ann, {
      organization_name: ' Ann Family Clinic ',
      website: 'https://ann-clinic.example',
    });
    expect(envelope(response)).toMatchObject({
      status_code: 200,
      message: 'Organization settings updated successfully!',
      data: { organization_name: 'Ann Family Clinic', website: 'https://ann-clinic.example' },
    });
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user-info',
      headers: bearer(ann),
    });
    expect(envelope(info).data).toMatchObject({ organization_name: 'Ann Family Clinic' });
  });

  it.each([
    [{ organization_name: '', website: '' }, m.organizationNameRequired],
    [{ organization_name: 'Ann', website: 'javascript:alert(1)' }, m.websiteInvalid],
    [{ organization_name: 'Ann', website: 'not a url' }, m.websiteInvalid],
    [{ organization_name: 'Ann', website: 'https://ann:pw@ann-clinic.example' }, m.urlCredentials],
  ])('refuses %o', async (fields, message) => {
    const response = await updateOrganization(ann, fields);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
  });

  it('treats another tenant’s organization id exactly like an unknown one', async () => {
    const [bobs] = await list(bob);
    const foreign = await updateOrganization(ann, { organization_name: 'Hijacked' }, bobs?.id);
    const unknown = await updateOrganization(ann, { organization_name: 'Hijacked' }, UNKNOWN_ID);
    for (const response of [foreign, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe('Organization not found');
    }
    expect((await list(bob))[0]?.name).toBe('Bob Lab');
  });

  it('gives the operator no organization and the operator role', async () => {
    await seedDemo(t.ctx.db, { owner: 'Owner-Passw0rd!', operator: 'Operator-Passw0rd!' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'operator@concierge.example', password: 'Operator-Passw0rd!' },
    });
    const session = envelope<{ token: string; role: string; onboarding: boolean }>(login).data;
    expect(session).toMatchObject({ role: 'operator', onboarding: true });
    expect(await list(session.token)).toEqual([]);

    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@riverside-diagnostics.example', password: 'Owner-Passw0rd!' },
    });
    const ownerSession = envelope<{ token: string; role: string; organization_name: string }>(
      owner,
    ).data;
    expect(ownerSession).toMatchObject({
      role: 'owner',
      organization_name: 'Riverside Diagnostics',
    });
    // The lab comes first (the default); the owner also helps run a small clinic.
    expect(
      (await list(ownerSession.token)).map(({ name, plan, role }) => ({ name, plan, role })),
    ).toEqual([
      { name: 'Riverside Diagnostics', plan: 'professional', role: 'owner' },
      { name: 'Lakeside Family Clinic', plan: 'trial', role: 'admin' },
    ]);
  });
});

describe('an account in two organizations', () => {
  let t: TestApp;
  let ann: string;
  let first: string;
  let second: string;
  beforeAll(async () => {
    t = await createTestApp();
    ann = await signUpVerified(t, 'ann@example.com', 'Ann Clinic');
    const [account] = await t.ctx.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'ann@example.com'));
    const [own] = await t.ctx.db
      .select()
      .from(memberships)
      .where(eq(memberships.accountId, account?.id ?? ''));
    const [other] = await t.ctx.db
      .insert(organizations)
      .values({ name: 'Ann Second Lab', plan: 'professional' })
      .returning();
    if (!account || !own || !other) throw new Error('setup failed');
    await t.ctx.db.insert(memberships).values({
      organizationId: other.id,
      accountId: account.id,
      role: 'admin',
      createdAt: new Date(Date.now() + 1000),
    });
    first = own.organizationId;
    second = other.id;
  });
  afterAll(() => t.close());

  const as = (organizationId?: string) => ({
    ...bearer(ann),
    ...(organizationId ? { 'x-organization-id': organizationId } : {}),
  });
  const entryTitles = async (organizationId?: string) =>
    envelope<KnowledgeEntryPage>(
      await t.app.inject({
        method: 'GET',
        url: '/api/knowledge/entries',
        headers: as(organizationId),
      }),
    ).data.entries.map((entry) => entry.title);

  it('lists both with their plans', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/organizations',
      headers: as(),
    });
    expect(envelope<Summary[]>(response).data).toMatchObject([
      { id: first, name: 'Ann Clinic', plan: 'trial', role: 'owner' },
      { id: second, name: 'Ann Second Lab', plan: 'professional', role: 'admin' },
    ]);
  });

  it('works on the organization the header names, the first one without it', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/content/add',
      headers: as(second),
      payload: { content_type: 'qa', question: 'Do you open on Sundays?', answer: 'Yes, 9 to 1.' },
    });
    expect(added.statusCode).toBe(200);
    expect(await entryTitles(second)).toEqual(['Do you open on Sundays?']);
    expect(await entryTitles(first)).toEqual([]);
    expect(await entryTitles()).toEqual([]);
  });

  it('answers 404 for an organization the account is not in', async () => {
    const stranger = await signUpVerified(t, 'stranger@example.com', 'Stranger Lab');
    const [foreign] = envelope<Summary[]>(
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/organizations',
        headers: bearer(stranger),
      }),
    ).data;
    for (const id of [foreign?.id ?? '', UNKNOWN_ID]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/knowledge/entries',
        headers: as(id),
      });
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe('Organization not found');
    }
  });
});
