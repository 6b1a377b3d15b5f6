import { notificationMessages, type NotificationPreferences } from '@concierge/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch, type StubbedAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { signInAs } from '@/test/sign-in-as';
import { NotificationsTab } from './notifications-tab';

const saved: NotificationPreferences = {
  new_conversations: true,
  failed_responses: false,
  quota_warnings: true,
  weekly_reports: true,
};

function renderTab(extra: Record<string, StubbedAnswer | (() => StubbedAnswer)> = {}) {
  const fetchMock = stubFetch({
    ...signInAs('viewer'),
    'GET /api/notifications/preferences': { data: saved },
    ...extra,
  });
  renderWithProviders(<NotificationsTab />, { path: '/settings' });
  return fetchMock;
}

const puts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(
      ([url, init]) => String(url) === '/api/notifications/preferences' && init?.method === 'PUT',
    )
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('NotificationsTab', () => {
  it('shows the saved preferences with their hints', async () => {
    renderTab();
    const failed = await screen.findByRole('switch', { name: 'Failed responses' });
    expect(failed).not.toBeChecked();
    expect(failed).toHaveAccessibleDescription('When the bot answers with low confidence.');
    for (const name of ['New conversations', 'Quota warnings', 'Weekly reports']) {
      expect(screen.getByRole('switch', { name })).toBeChecked();
    }
    expect(screen.getByRole('heading', { name: 'Notifications', level: 2 })).toBeInTheDocument();
  });

  it('saves one toggle at once and says so', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTab({
      'PUT /api/notifications/preferences': {
        message: notificationMessages.preferencesSaved,
        data: { ...saved, weekly_reports: false },
      },
    });
    const weekly = await screen.findByRole('switch', { name: 'Weekly reports' });
    await user.click(weekly);
    expect(weekly).not.toBeChecked();
    expect(await screen.findByText(notificationMessages.preferencesSaved)).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([{ weekly_reports: false }]);
    expect(weekly).not.toBeChecked();
  });

  it('puts the switch back and shows the server’s message when saving fails', async () => {
    const user = userEvent.setup();
    renderTab({
      'PUT /api/notifications/preferences': {
        status: 400,
        message: 'Weekly reports must be on or off',
      },
    });
    const weekly = await screen.findByRole('switch', { name: 'Weekly reports' });
    await user.click(weekly);
    expect(await screen.findByText('Weekly reports must be on or off')).toBeInTheDocument();
    await waitFor(() => expect(weekly).toBeChecked());
  });

  it('shows the load failure with a retry', async () => {
    renderTab({ 'GET /api/notifications/preferences': { status: 400 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load notification preferences');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
