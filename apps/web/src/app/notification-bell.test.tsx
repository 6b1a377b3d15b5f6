import type { NotificationItem, NotificationList } from '@concierge/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubbedAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { signInAs } from '@/test/sign-in-as';
import { SubmittedFormsPage } from '@/features/forms/routes/submitted-forms-page';
import { formsPageFixture, submittedFormFixture } from '@/features/forms/test/form-fixtures';
import { NotificationBell } from './notification-bell';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const formItem: NotificationItem = {
  id: 'n1',
  kind: 'form_submitted',
  title: 'New form: Appointment',
  body: 'Jane Doe submitted a form.',
  link: '/submitted-forms',
  createdAt: minutesAgo(5),
  readAt: null,
};
const quotaItem: NotificationItem = {
  id: 'n2',
  kind: 'quota_warning',
  title: 'You have used 80% of this month’s chats',
  body: '80 of 100 chats this month.',
  link: '/billing',
  createdAt: minutesAgo(120),
  readAt: null,
};
const readItem: NotificationItem = {
  id: 'n3',
  kind: 'weekly_report',
  title: 'Your weekly report',
  body: 'Last week: 4 sessions, 20 messages, 1 forms.',
  link: null,
  createdAt: minutesAgo(3 * 24 * 60),
  readAt: minutesAgo(60),
};

const list: NotificationList = { items: [formItem, quotaItem, readItem], unread: 2 };

function renderBell(extra: Record<string, StubbedAnswer | (() => StubbedAnswer)> = {}) {
  const fetchMock = stubFetch({
    ...signInAs('viewer'),
    'GET /api/notifications': { data: list },
    ...extra,
  });
  renderWithProviders(<NotificationBell />, { otherPaths: ['/submitted-forms'] });
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) => String(u) === url && (init?.method ?? 'GET') === method,
  );

describe('NotificationBell', () => {
  it('shows the unread count from the server', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    expect(bell).toHaveTextContent('2');
  });

  it('asks the server again every 30 seconds, so the count rises by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 2;
    renderBell({ 'GET /api/notifications': () => ({ data: { ...list, unread } }) });
    await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    unread = 3;
    await vi.advanceTimersByTimeAsync(29_000);
    expect(screen.getByRole('button', { name: 'Notifications (2 unread)' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await screen.findByRole('button', { name: 'Notifications (3 unread)' })).toBeVisible();
  });

  it('caps the badge at 9+ and shows none at zero', async () => {
    renderBell({ 'GET /api/notifications': { data: { items: [], unread: 12 } } });
    expect(
      await screen.findByRole('button', { name: 'Notifications (12 unread)' }),
    ).toHaveTextContent('9+');
  });

  it('lists the notifications, read ones without the unread mark', async () => {
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));
    const items = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole(
      'button',
    );
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveAccessibleName(/^New form: Appointment\s*\(unread\)/);
    expect(items[0]).toHaveTextContent('Jane Doe submitted a form.');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).toHaveTextContent('2 hours ago');
    expect(items[2]).not.toHaveAccessibleName(/unread/);
    expect(items[2]).toHaveTextContent('3 days ago');
  });

  it('marks an item read and opens its link', async () => {
    const user = userEvent.setup();
    const fetchMock = renderBell({ 'POST /api/notifications/n1/read': { data: { unread: 1 } } });
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));
    await user.click(await screen.findByRole('button', { name: /New form: Appointment/ }));
    expect(await screen.findByText('Landed on /submitted-forms')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/notifications/n1/read')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it("opens a form notification's own form on the Submitted Forms page", async () => {
    const user = userEvent.setup();
    const form = submittedFormFixture({ id: 'f-77', form_data: { full_name: 'Jane Doe' } });
    stubFetch({
      ...signInAs('viewer'),
      'GET /api/notifications': {
        data: { items: [{ ...formItem, link: '/submitted-forms?form=f-77' }], unread: 1 },
      },
      'POST /api/notifications/n1/read': { data: { unread: 0 } },
      'GET /api/user/get_submitted_forms': { data: formsPageFixture([]) },
      'GET /api/user/get_submitted_forms/f-77': { data: form },
    });
    renderWithProviders(<NotificationBell />, {
      pages: { '/submitted-forms': <SubmittedFormsPage /> },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    await user.click(await screen.findByRole('button', { name: /New form: Appointment/ }));

    const details = await screen.findByRole('dialog', { name: 'Form Details' });
    expect(details).toHaveTextContent('Jane Doe');
  });

  it('marks all as read and the count disappears', async () => {
    const user = userEvent.setup();
    const fetchMock = renderBell({
      'POST /api/notifications/read-all': {
        message: 'All notifications marked as read',
        data: { unread: 0 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(calls(fetchMock, 'POST', '/api/notifications/read-all')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications' })).not.toHaveTextContent(
      /\d/,
    );
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /\(unread\)/ })).not.toBeInTheDocument();
  });

  it('says when there is nothing new', async () => {
    const user = userEvent.setup();
    renderBell({ 'GET /api/notifications': { data: { items: [], unread: 0 } } });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(screen.queryByText('Loading notifications')).toBeNull());
    await user.click(bell);
    expect(await screen.findByText('You’re all caught up')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows a load failure with a retry that works', async () => {
    const user = userEvent.setup();
    let failing = true;
    const fetchMock = renderBell({
      'GET /api/notifications': () =>
        failing ? { status: 400, message: 'Bad request' } : { data: list },
    });
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/notifications')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bad request');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications (2 unread)' })).toBeInTheDocument();
  });
});
