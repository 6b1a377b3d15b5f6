import {
  billingMessages,
  createPlanSchema,
  operatorMessages,
  teamMessages,
  type BillingOverview,
  type OperatorPlan,
  type PlanFieldsInput,
} from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';
import { addMember, invite } from '../team/team-fixtures.js';
import { signInOperator } from './operator-fixtures.js';

/** The first message of createPlanSchema, read from the schema so the test follows it. */
function schemaMessage(input: unknown): string | undefined {
  const result = createPlanSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const fieldsOf = ({ name, description, price, features, limits, popular }: OperatorPlan) => ({
  name,
  description,
  price,
  features,
  limits: { ...limits },
  popular,
});

const growth = {
  id: 'growth',
  name: 'Growth',
  description: 'Between Starter and Professional.',
  price: 29,
  features: ['1,000 conversations a month', '3 team seats'],
  limits: { chats: 1000, seats: 3, knowledgeBase: 200, integrations: 5 },
} satisfies Partial<PlanFieldsInput> & { id: string };

describe('operator packages and plans', () => {
  let t: TestApp;
  let operator: string;
  let owner: string;
  let admin: string;
  let otherOwner: string;

  const listPlans = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/operator/plans',
      headers: bearer(operator),
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<OperatorPlan[]>(response).data;
  };
  const planOf = async (id: string) => {
    const plan = (await listPlans()).find((candidate) => candidate.id === id);
    if (!plan) throw new Error(`no plan ${id}`);
    return plan;
  };
  const createPlan = (payload: object, token = operator) =>
    t.app.inject({ method: 'POST', url: '/api/operator/plans', headers: bearer(token), payload });
  const editPlan = (id: string, payload: object, token = operator) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/operator/plans/${id}`,
      headers: bearer(token),
      payload,
    });
  const toggle = (id: string, action: 'activate' | 'deactivate', token = operator) =>
    t.app.inject({
      method: 'POST',
      url: `/api/operator/plans/${id}/${action}`,
      headers: bearer(token),
    });
  const billingOf = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/billing',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<BillingOverview>(response).data;
  };
  const choosePlan = (token: string, planId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/plan',
      headers: bearer(token),
      payload: { plan_id: planId },
    });

  beforeAll(async () => {
    t = await createTestApp();
    operator = await signInOperator(t);
    owner = await signUpVerified(t, 'owner@plans.example', 'Plans Lab');
    admin = await addMember(t, owner, 'admin@plans.example', 'admin');
    expect((await choosePlan(owner, 'starter')).statusCode).toBe(200);
    otherOwner = await signUpVerified(t, 'owner@other.example', 'Other Lab');
  });
  afterAll(() => t.close());

  it('answers 401 without a token and 403 to an owner or an admin, on every route', async () => {
    const routes = [
      { method: 'GET', url: '/api/operator/plans' },
      { method: 'POST', url: '/api/operator/plans', payload: growth },
      { method: 'PUT', url: '/api/operator/plans/starter', payload: growth },
      { method: 'POST', url: '/api/operator/plans/starter/activate' },
      { method: 'POST', url: '/api/operator/plans/starter/deactivate' },
    ] as const;
    for (const route of routes) {
      const anonymous = await t.app.inject(route);
      expect(anonymous.statusCode, route.url).toBe(401);
      for (const token of [owner, admin]) {
        const refused = await t.app.inject({ ...route, headers: bearer(token) });
        expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(envelope(refused).message).toBe(operatorMessages.forbidden);
      }
    }
    expect((await planOf('starter')).isActive).toBe(true);
  });

  it('lists the offered plans cheapest first, then the trial, with their subscribers', async () => {
    const plans = await listPlans();
    expect(
      plans.map(({ id, price, isActive, popular, subscriberCount }) => ({
        id,
        price,
        isActive,
        popular,
        subscriberCount,
      })),
    ).toEqual([
      { id: 'starter', price: 19, isActive: true, popular: false, subscriberCount: 1 },
      { id: 'professional', price: 49, isActive: true, popular: true, subscriberCount: 0 },
      { id: 'enterprise', price: 149, isActive: true, popular: false, subscriberCount: 0 },
      { id: 'trial', price: 0, isActive: false, popular: false, subscriberCount: 1 },
    ]);
    expect(plans[0]).toMatchObject({
      name: 'Starter',
      interval: 'month',
      limits: { chats: 500, seats: 2, knowledgeBase: 50, integrations: 3 },
    });
    expect(Number.isNaN(Date.parse(plans[0]?.createdAt ?? ''))).toBe(false);
  });

  it('refuses an incomplete or malformed plan (400) with the schema’s message', async () => {
    const { name: _name, ...nameless } = growth;
    const cases = [
      nameless,
      { ...growth, price: -5 },
      { ...growth, price: 19.5 },
      { ...growth, limits: { ...growth.limits, seats: -2 } },
      { ...growth, limits: { chats: 10 } },
      { ...growth, id: 'Growth Plan' },
      { ...growth, features: [''] },
    ];
    for (const payload of cases) {
      const response = await createPlan(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const expected = schemaMessage(payload);
      expect(expected).toBeDefined();
      expect(envelope(response).message).toBe(expected);
    }
    expect(schemaMessage(nameless)).toBe('Package name is required');
    expect(schemaMessage({ ...growth, price: -5 })).toBe('Price cannot be negative');
    expect((await listPlans()).map((plan) => plan.id)).not.toContain('growth');
  });

  it('creates an offered plan that Billing lists in price order, and refuses a taken id (409)', async () => {
    const created = await createPlan(growth);
    expect(created.statusCode, created.body).toBe(200);
    expect(envelope(created).message).toBe(operatorMessages.planCreated('Growth'));
    expect(envelope<OperatorPlan>(created).data).toMatchObject({
      id: 'growth',
      price: 29,
      isActive: true,
      popular: false,
      subscriberCount: 0,
      limits: growth.limits,
      features: growth.features,
    });
    expect((await billingOf(otherOwner)).plans.map((plan) => plan.id)).toEqual([
      'starter',
      'growth',
      'professional',
      'enterprise',
    ]);
    expect((await choosePlan(otherOwner, 'growth')).statusCode).toBe(200);
    expect((await planOf('growth')).subscriberCount).toBe(1);

    for (const id of ['growth', 'trial']) {
      const taken = await createPlan({ ...growth, id, name: 'Again' });
      expect(taken.statusCode, id).toBe(409);
      expect(envelope(taken).message).toBe(operatorMessages.planExists);
    }
    expect((await planOf('growth')).name).toBe('Growth');
  });

  it('edits a plan, and the organizations on it get the new limits at once', async () => {
    const starter = await planOf('starter');
    const edited = await editPlan('starter', {
      ...fieldsOf(starter),
      name: 'Starter Plus',
      price: 25,
      limits: { ...starter.limits, chats: 800, seats: 3 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(envelope(edited).message).toBe(operatorMessages.planSaved('Starter Plus'));
    expect(envelope<OperatorPlan>(edited).data).toMatchObject({
      name: 'Starter Plus',
      price: 25,
      subscriberCount: 1,
    });
    const billing = await billingOf(owner);
    expect(billing.plan).toMatchObject({ id: 'starter', name: 'Starter Plus', price: 25 });
    expect(billing.usage.chats.limit).toBe(800);
    expect(billing.usage.seats).toEqual({ used: 2, limit: 3 });

    // Lowering the seats below what the team uses keeps everyone but blocks a new invitation.
    const lowered = await editPlan('starter', {
      ...fieldsOf(starter),
      limits: { ...starter.limits, seats: 1 },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect((await billingOf(owner)).usage.seats).toEqual({ used: 2, limit: 1 });
    const refused = await invite(t, owner, 'editor@plans.example', 'editor');
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).message).toBe(teamMessages.seatsFull(1));

    expect((await editPlan('starter', fieldsOf(starter))).statusCode).toBe(200);
    expect((await billingOf(owner)).plan).toMatchObject({ name: 'Starter', price: 19 });
  });

  it('validates an edit (400) and answers 404 for an unknown plan', async () => {
    const starter = await planOf('starter');
    const negative = await editPlan('starter', { ...fieldsOf(starter), price: -1 });
    expect(negative.statusCode).toBe(400);
    expect(envelope(negative).message).toBe('Price cannot be negative');

    const unknown = [
      await editPlan('platinum', fieldsOf(starter)),
      await toggle('platinum', 'activate'),
      await toggle('platinum', 'deactivate'),
    ];
    for (const response of unknown) {
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe(operatorMessages.planNotFound);
    }
  });

  it('keeps one popular plan: marking another clears the first', async () => {
    const enterprise = await planOf('enterprise');
    const marked = await editPlan('enterprise', { ...fieldsOf(enterprise), popular: true });
    expect(marked.statusCode, marked.body).toBe(200);
    const popular = async () =>
      (await listPlans()).filter((plan) => plan.popular).map((plan) => plan.id);
    expect(await popular()).toEqual(['enterprise']);
    expect((await billingOf(owner)).plans.find((plan) => plan.popular)?.id).toBe('enterprise');

    const created = await createPlan({ ...growth, id: 'scale', name: 'Scale', popular: true });
    expect(created.statusCode, created.body).toBe(200);
    expect(await popular()).toEqual(['scale']);

    const professional = await planOf('professional');
    await editPlan('professional', { ...fieldsOf(professional), popular: true });
    expect(await popular()).toEqual(['professional']);
  });

  it('deactivates a plan: Billing stops offering it, organizations on it keep it', async () => {
    const off = await toggle('starter', 'deactivate');
    expect(off.statusCode, off.body).toBe(200);
    expect(envelope(off).message).toBe(operatorMessages.planDeactivated('Starter'));
    expect(envelope<OperatorPlan>(off).data).toMatchObject({ id: 'starter', isActive: false });

    expect((await billingOf(otherOwner)).plans.map((plan) => plan.id)).not.toContain('starter');
    const refused = await choosePlan(otherOwner, 'starter');
    expect(refused.statusCode).toBe(404);
    expect(envelope(refused).message).toBe(billingMessages.planNotFound);

    const kept = await billingOf(owner);
    expect(kept.plan).toMatchObject({ id: 'starter', isActive: false });
    expect(kept.usage.seats.limit).toBe(2);
    expect(await planOf('starter')).toMatchObject({ isActive: false, subscriberCount: 1 });
    expect((await listPlans()).slice(-2).map((plan) => plan.id)).toEqual(['trial', 'starter']);

    const on = await toggle('starter', 'activate');
    expect(on.statusCode, on.body).toBe(200);
    expect(envelope(on).message).toBe(operatorMessages.planActivated('Starter'));
    expect((await billingOf(otherOwner)).plans[0]?.id).toBe('starter');
  });

  it('never offers the trial (409)', async () => {
    const response = await toggle('trial', 'activate');
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(operatorMessages.trialNotOffered);
    expect((await planOf('trial')).isActive).toBe(false);
    expect((await billingOf(owner)).plans.map((plan) => plan.id)).not.toContain('trial');
  });
});
