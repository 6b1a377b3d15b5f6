import {
  helpMessages,
  operatorMessages,
  type OperatorTicket,
  type OperatorTicketDetail,
  type SupportTicketDetail,
} from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  UNKNOWN_ID,
  type TestApp,
} from '../../test/test-app.js';
import { addMember } from '../team/team-fixtures.js';
import { signInOperator } from './operator-fixtures.js';

describe('operator support tickets', () => {
  let t: TestApp;
  let operator: string;
  let owner: string;
  let admin: string;
  let otherOwner: string;

  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const setStatus = (id: string, status: string, token = operator) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/operator/tickets/${id}/status`,
      headers: bearer(token),
      payload: { status },
    });
  const listTickets = async (query = '') => {
    const response = await get(`/api/operator/tickets${query}`, operator);
    expect(response.statusCode, response.body).toBe(200);
    return envelope<OperatorTicket[]>(response).data;
  };
  const createTicket = async (token: string, subject: string) => {
    const response = await post('/api/support/tickets', token, {
      subject,
      priority: 'medium',
      message: 'The widget stays hidden on www.example.com.',
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<SupportTicketDetail>(response).data;
  };
  const memberView = async (id: string) => {
    const response = await get(`/api/support/tickets/${id}`, owner);
    expect(response.statusCode, response.body).toBe(200);
    return envelope<SupportTicketDetail>(response).data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    operator = await signInOperator(t);
    owner = await signUpVerified(t, 'owner@tickets.example', 'Ticket Clinic');
    admin = await addMember(t, owner, 'admin@tickets.example', 'admin');
    otherOwner = await signUpVerified(t, 'owner@other.example', 'Other Lab');
  });
  afterAll(() => t.close());

  it('answers 401 without a token and 403 to an owner or an admin, on every route', async () => {
    const { id } = await createTicket(owner, 'Who can see this?');
    const routes = [
      { method: 'GET', url: '/api/operator/tickets' },
      { method: 'GET', url: `/api/operator/tickets/${id}` },
      { method: 'POST', url: `/api/operator/tickets/${id}/messages`, payload: { message: 'Hi' } },
      { method: 'PUT', url: `/api/operator/tickets/${id}/status`, payload: { status: 'closed' } },
    ] as const;
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode, route.url).toBe(401);
      for (const token of [owner, admin]) {
        const refused = await t.app.inject({ ...route, headers: bearer(token) });
        expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(envelope(refused).message).toBe(operatorMessages.forbidden);
      }
    }
    expect((await memberView(id)).status).toBe('open');
  });

  it('follows a ticket from the owner’s question to its closing', async () => {
    const other = await createTicket(otherOwner, 'Billing question');
    const ticket = await createTicket(owner, 'Crawl stuck');

    // Listed for the operator, newest activity first, with the organization.
    const all = await listTickets();
    expect(all[0]).toMatchObject({
      id: ticket.id,
      subject: 'Crawl stuck',
      status: 'open',
      organizationName: 'Ticket Clinic',
      createdBy: 'Test User',
      messageCount: 1,
    });
    expect(all.find((row) => row.id === other.id)?.organizationName).toBe('Other Lab');
    const clinicId = all[0]?.organizationId;
    expect(all.find((row) => row.id === other.id)?.organizationId).not.toBe(clinicId);

    const detail = await get(`/api/operator/tickets/${ticket.id}`, operator);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(envelope<OperatorTicketDetail>(detail).data).toMatchObject({
      id: ticket.id,
      organizationId: clinicId,
      organizationName: 'Ticket Clinic',
      messages: [{ fromSupport: false, body: 'The widget stays hidden on www.example.com.' }],
    });

    // The operator answers: the ticket moves to in-progress and the owner sees the answer.
    const reply = await post(`/api/operator/tickets/${ticket.id}/messages`, operator, {
      message: 'Looking into it.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(envelope(reply).message).toBe(helpMessages.replySent);
    expect(envelope<OperatorTicketDetail>(reply).data).toMatchObject({
      status: 'in-progress',
      organizationName: 'Ticket Clinic',
      messageCount: 2,
    });
    const seen = await memberView(ticket.id);
    expect(seen.status).toBe('in-progress');
    expect(seen.messages.at(-1)).toMatchObject({
      fromSupport: true,
      author: 'Platform Operator',
      body: 'Looking into it.',
    });

    // Filtered by status.
    const inProgress = await listTickets('?status=in-progress');
    expect(inProgress.map((row) => row.id)).toEqual([ticket.id]);
    const open = await listTickets('?status=open');
    expect(open.map((row) => row.id)).toContain(other.id);
    expect(open.map((row) => row.id)).not.toContain(ticket.id);

    // Resolved, then the owner's reply reopens it.
    const resolved = await setStatus(ticket.id, 'resolved');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(envelope(resolved).message).toBe(operatorMessages.ticketStatusChanged);
    expect(envelope<OperatorTicketDetail>(resolved).data.status).toBe('resolved');
    expect((await memberView(ticket.id)).status).toBe('resolved');
    const reopened = await post(`/api/support/tickets/${ticket.id}/messages`, owner, {
      message: 'It happened again.',
    });
    expect(envelope<SupportTicketDetail>(reopened).data.status).toBe('open');
    expect((await listTickets('?status=open'))[0]?.id).toBe(ticket.id);

    // Closed: nobody can add to it any more.
    expect((await setStatus(ticket.id, 'closed')).statusCode).toBe(200);
    const ownerReply = await post(`/api/support/tickets/${ticket.id}/messages`, owner, {
      message: 'One more thing',
    });
    expect(ownerReply.statusCode).toBe(409);
    expect(envelope(ownerReply).message).toBe(helpMessages.ticketClosed);
    const operatorReply = await post(`/api/operator/tickets/${ticket.id}/messages`, operator, {
      message: 'One more thing',
    });
    expect(operatorReply.statusCode).toBe(409);
    expect(envelope(operatorReply).message).toBe(helpMessages.ticketClosed);
    expect((await memberView(ticket.id)).messageCount).toBe(3);
  });

  it('refuses an unknown status (400) and an empty reply (400)', async () => {
    const { id } = await createTicket(owner, 'Status check');
    const listed = await get('/api/operator/tickets?status=pending', operator);
    expect(listed.statusCode).toBe(400);
    expect(envelope(listed).message).toBe('Status is one of open, in-progress, resolved, closed');

    const set = await setStatus(id, 'pending');
    expect(set.statusCode).toBe(400);
    expect(envelope(set).message).toBe('Status is one of open, in-progress, resolved, closed');
    expect((await memberView(id)).status).toBe('open');

    const empty = await post(`/api/operator/tickets/${id}/messages`, operator, { message: '' });
    expect(empty.statusCode).toBe(400);
    expect(envelope(empty).message).toContain('Message is required');
  });

  it('answers 404 for an unknown or malformed ticket id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const responses = [
        await get(`/api/operator/tickets/${id}`, operator),
        await post(`/api/operator/tickets/${id}/messages`, operator, { message: 'Hello' }),
        await setStatus(id, 'closed'),
      ];
      for (const response of responses) {
        expect(response.statusCode, `${id}: ${response.body}`).toBe(404);
        expect(envelope(response).message).toBe(helpMessages.ticketNotFound);
      }
    }
  });
});
