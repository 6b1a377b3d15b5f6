import type { PlatformStats } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botIdOf, sendMessage, startChat } from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';
import { organizationIdOf } from '../notifications/notification-fixtures.js';
import { signInOperator } from './operator-fixtures.js';

describe('platform stats', () => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await signInOperator(t);
  });
  afterAll(() => t.close());

  const stats = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/operator/stats',
      headers: bearer(operator),
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<PlatformStats>(response).data;
  };
  const addTenant = async (name: string, planId: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/operator/tenants',
      headers: bearer(operator),
      payload: { name, owner_email: `owner@${planId}.example`, plan_id: planId },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const operatorPost = (url: string) =>
    t.app.inject({ method: 'POST', url, headers: bearer(operator) });

  it('starts empty, with the health of this process and its database', async () => {
    const empty = await stats();
    expect(empty).toMatchObject({
      totalOrganizations: 0,
      totalUsers: 0,
      totalConversations: 0,
      activeSubscriptions: 0,
      monthlyRevenue: 0,
      churnRate: 0,
      tenantsByStatus: { active: 0, trial: 0, suspended: 0, cancelled: 0 },
    });
    const health = empty.systemHealth;
    expect(health.database).toBe('PGlite');
    expect(health.uptime).toBeGreaterThanOrEqual(0);
    expect(health.responseTime).toBeGreaterThanOrEqual(0);
    expect(health.errorRate).toBe(0);
    for (const percent of [health.cpuUsage, health.memoryUsage, health.diskUsage ?? 0]) {
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(100);
    }
    expect(health.diskUsage).not.toBeNull();
    expect(health.failedJobs24h).toBe(0);
  });

  it('counts tenants, accounts, chats, paid subscriptions and their revenue', async () => {
    const owner = await signUpVerified(t, 'owner@trial.example', 'Trial Lab');
    await sendMessage(t, await startChat(t, await botIdOf(t, owner)), 'Hello');
    await addTenant('Starter Shop', 'starter');
    await addTenant('Pro Clinic', 'professional');
    expect(await stats()).toMatchObject({
      totalOrganizations: 3,
      totalUsers: 1,
      totalConversations: 1,
      activeSubscriptions: 2,
      monthlyRevenue: 19 + 49,
      churnRate: 0,
      tenantsByStatus: { active: 2, trial: 1, suspended: 0, cancelled: 0 },
    });
  });

  it('takes a suspended paid tenant out of the revenue and into the churn', async () => {
    const pro = await organizationIdOf(t, 'Pro Clinic');
    expect((await operatorPost(`/api/operator/tenants/${pro}/suspend`)).statusCode).toBe(200);
    expect(await stats()).toMatchObject({
      totalOrganizations: 3,
      activeSubscriptions: 1,
      monthlyRevenue: 19,
      churnRate: 50,
      tenantsByStatus: { active: 1, trial: 1, suspended: 1, cancelled: 0 },
    });
    expect((await operatorPost(`/api/operator/tenants/${pro}/activate`)).statusCode).toBe(200);
    expect(await stats()).toMatchObject({ activeSubscriptions: 2, churnRate: 0 });
  });

  it('counts queued jobs until the worker runs them', async () => {
    await addTenant('Queue Care', 'enterprise');
    expect((await stats()).systemHealth.queuedJobs).toBeGreaterThanOrEqual(1);
    await t.deliverMail();
    expect((await stats()).systemHealth.queuedJobs).toBe(0);
  });
});
