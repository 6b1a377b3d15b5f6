import type { SupportTicket, SupportTicketDetail } from '@concierge/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../db/schema.js';
import { bearer, createTestApp, envelope, type TestApp } from '../test/test-app.js';
import { DEMO_OWNER_EMAIL, seedDemo } from './demo.js';

describe('the demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_OWNER_EMAIL, password },
    });

  it('seeds once, keeps a password changed since, and takes new passwords for a new data directory', async () => {
    const first = { owner: 'First-Passw0rd!', operator: 'First-Passw0rd!' };
    await seedDemo(t.ctx.db, first);
    await seedDemo(t.ctx.db, first);
    const demoOrganizations = await t.ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.name, 'Riverside Diagnostics'));
    expect(demoOrganizations).toHaveLength(1);
    expect((await login('First-Passw0rd!')).statusCode).toBe(200);

    // A restart with the same data directory leaves the accounts alone.
    await seedDemo(t.ctx.db, { owner: 'Other-Passw0rd!', operator: 'Other-Passw0rd!' });
    expect((await login('First-Passw0rd!')).statusCode).toBe(200);

    // A new data directory on a kept database: the printed passwords must work.
    await seedDemo(t.ctx.db, { owner: 'New-Passw0rd!', operator: 'New-Passw0rd!' }, true);
    expect((await login('New-Passw0rd!')).statusCode).toBe(200);
    expect((await login('First-Passw0rd!')).statusCode).toBe(401);
  });

  it('gives the demo lab two support tickets, one answered by the operator', async () => {
    const token = envelope<{ token: string }>(await login('New-Passw0rd!')).data.token;
    const tickets = envelope<SupportTicket[]>(
      await t.app.inject({ method: 'GET', url: '/api/support/tickets', headers: bearer(token) }),
    ).data;
    expect(tickets.map((ticket) => ticket.status).sort()).toEqual(['open', 'resolved']);
    const answered = tickets.find((ticket) => ticket.status === 'resolved');
    const detail = envelope<SupportTicketDetail>(
      await t.app.inject({
        method: 'GET',
        url: `/api/support/tickets/${answered?.id}`,
        headers: bearer(token),
      }),
    ).data;
    expect(detail.messages.map((message) => [message.author, message.fromSupport])).toEqual([
      ['Dana Whitfield', false],
      ['Platform Operator', true],
    ]);
  });
});
