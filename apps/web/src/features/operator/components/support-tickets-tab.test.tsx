import {
  operatorMessages,
  type OperatorTicket,
  type OperatorTicketDetail,
} from '@concierge/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/auth-storage';
import { stubFetch, type StubbedAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { sessionFixture } from '@/test/session-fixture';
import { SupportTicketsTab } from './support-tickets-tab';

const loginTicket: OperatorTicket = {
  id: 't1',
  subject: 'Cannot sign in',
  status: 'open',
  priority: 'high',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastReply: '2026-11-20T10:00:00.000Z',
  createdBy: 'Ada Lovelace',
  messageCount: 1,
  organizationId: 'org-1',
  organizationName: 'Lab One',
};
const invoiceTicket: OperatorTicket = {
  id: 't2',
  subject: 'Invoice question',
  status: 'resolved',
  priority: 'low',
  createdAt: '2026-11-18T09:00:00.000Z',
  lastReply: '2026-11-19T09:00:00.000Z',
  createdBy: 'Grace Hopper',
  messageCount: 3,
  organizationId: 'org-2',
  organizationName: 'Acme Dental',
};

const loginDetail: OperatorTicketDetail = {
  ...loginTicket,
  messages: [
    {
      id: 'm1',
      author: 'Ada Lovelace',
      fromSupport: false,
      body: 'The login page says my password is wrong.',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};
const answered: OperatorTicketDetail = {
  ...loginDetail,
  status: 'in-progress',
  messageCount: 2,
  messages: [
    ...loginDetail.messages,
    {
      id: 'm2',
      author: 'Olivia Operator',
      fromSupport: true,
      body: 'Try resetting it from Forgot password.',
      createdAt: '2026-11-20T11:00:00.000Z',
    },
  ],
};

function renderTab(extra: Record<string, StubbedAnswer | (() => StubbedAnswer)> = {}) {
  storeSession(sessionFixture({ role: 'operator' }));
  const fetchMock = stubFetch({
    'GET /api/operator/tickets': { data: [loginTicket, invoiceTicket] },
    'GET /api/operator/tickets/t1': { data: loginDetail },
    ...extra,
  });
  renderWithProviders(<SupportTicketsTab />, { path: '/operator' });
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) => String(u) === url && (init?.method ?? 'GET') === method,
  );
const bodyOf = (call: Parameters<typeof fetch> | undefined) =>
  JSON.parse(String(call?.[1]?.body)) as unknown;

async function openLoginTicket(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Cannot sign in' }));
  return screen.findByRole('dialog', { name: 'Cannot sign in' });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('SupportTicketsTab', () => {
  it('lists every tenant’s tickets with organization, priority, status and messages', async () => {
    renderTab();
    expect(screen.getByRole('status', { name: 'Loading tickets' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Support tickets' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Cannot sign in');
    expect(first).toHaveTextContent('Lab One');
    expect(first).toHaveTextContent('High - Bug or issue');
    expect(first).toHaveTextContent('open');
    expect(second).toHaveTextContent('Acme Dental');
    expect(second).toHaveTextContent('Low - General question');
    expect(second).toHaveTextContent('resolved');
    expect(second).toHaveTextContent('Nov 18, 2026');
    expect(within(second as HTMLElement).getByText('3')).toBeInTheDocument();
  });

  it('sends the status filter and says when nothing matches', async () => {
    const user = userEvent.setup();
    let noneMatch = false;
    const fetchMock = renderTab({
      'GET /api/operator/tickets': () => ({ data: noneMatch ? [] : [invoiceTicket] }),
    });
    await screen.findByRole('table', { name: 'Support tickets' });
    expect(calls(fetchMock, 'GET', '/api/operator/tickets')).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'resolved');
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/api/operator/tickets?status=resolved')).toHaveLength(1),
    );
    noneMatch = true;
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'closed');
    expect(await screen.findByText('No support tickets')).toBeInTheDocument();
    expect(calls(fetchMock, 'GET', '/api/operator/tickets?status=closed')).toHaveLength(1);
  });

  it('opens a ticket and shows its conversation', async () => {
    const user = userEvent.setup();
    renderTab({ 'GET /api/operator/tickets/t1': { data: answered } });
    const dialog = await openLoginTicket(user);
    const messages = await within(dialog).findByRole('list', { name: 'Messages' });
    const [customer, support] = within(messages).getAllByRole('listitem');
    expect(customer).toHaveTextContent('Ada Lovelace');
    expect(customer).toHaveTextContent('The login page says my password is wrong.');
    expect(customer).not.toHaveTextContent('Support');
    expect(support).toHaveTextContent('Olivia Operator');
    expect(support).toHaveTextContent('Support');
    expect(support).toHaveTextContent('Try resetting it from Forgot password.');
    expect(dialog).toHaveTextContent('Lab One');
  });

  it('checks and sends a reply, then shows the new status', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTab({
      'POST /api/operator/tickets/t1/messages': {
        // Not helpMessages.replySent: the help page's toast of that text may still be up.
        message: 'Reply sent to Lab One',
        data: answered,
      },
    });
    const dialog = await openLoginTicket(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Send Reply' }));
    expect(await within(dialog).findByText('Message is required')).toBeVisible();
    expect(calls(fetchMock, 'POST', '/api/operator/tickets/t1/messages')).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText('Reply as support'),
      'Try resetting it from Forgot password.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));

    expect(await screen.findByText('Reply sent to Lab One')).toBeInTheDocument();
    expect(bodyOf(calls(fetchMock, 'POST', '/api/operator/tickets/t1/messages')[0])).toEqual({
      message: 'Try resetting it from Forgot password.',
    });
    expect(await within(dialog).findByText('Olivia Operator')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Status')).toHaveValue('in-progress');
    expect(within(dialog).getByLabelText('Reply as support')).toHaveValue('');
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/operator/tickets')).toHaveLength(2));
  });

  it('sets the status with a PUT', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTab({
      'PUT /api/operator/tickets/t1/status': {
        message: operatorMessages.ticketStatusChanged,
        data: { ...loginDetail, status: 'resolved' },
      },
    });
    const dialog = await openLoginTicket(user);
    await user.selectOptions(await within(dialog).findByLabelText('Status'), 'resolved');

    expect(await screen.findByText('Ticket status updated')).toBeInTheDocument();
    expect(bodyOf(calls(fetchMock, 'PUT', '/api/operator/tickets/t1/status')[0])).toEqual({
      status: 'resolved',
    });
    expect(within(dialog).getByLabelText('Status')).toHaveValue('resolved');
  });

  it('offers no reply on a closed ticket', async () => {
    const user = userEvent.setup();
    renderTab({ 'GET /api/operator/tickets/t1': { data: { ...loginDetail, status: 'closed' } } });
    const dialog = await openLoginTicket(user);
    expect(await within(dialog).findByText(/This ticket is closed/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send Reply' })).toBeNull();
    expect(within(dialog).getByLabelText('Status')).toHaveValue('closed');
  });

  it('says when the tickets fail to load', async () => {
    renderTab({ 'GET /api/operator/tickets': { status: 403, message: 'Forbidden' } });
    expect(await screen.findByText('Error loading platform data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
