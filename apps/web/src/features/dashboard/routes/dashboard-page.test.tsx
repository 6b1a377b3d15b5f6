import type { AppUser, DashboardStats } from '@concierge/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import {
  formCountsFixture,
  labDefinitions,
  softwareDefinitions,
} from '@/test/form-definition-fixtures';
import { sessionFixture } from '@/test/session-fixture';
import { DashboardPage } from './dashboard-page';

const appUser: AppUser = {
  _id: 'app-user-1',
  username: 'grace',
  email: 'grace@example.com',
  phonenumber: '+1 555 0100',
  disabled: false,
  agreed_terms: true,
  user_chat_count: 2,
  created_at: '2024-01-05T10:30:00.000Z',
  session: 's1',
};

function statsFixture(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    date: '2024-01-05',
    timezone: 'America/New_York',
    total_sessions_on_date: 42,
    chat_initiated_count_on_date: 17,
    total_message_count_on_date: 1234,
    total_end_chats: 9,
    forms: formCountsFixture(labDefinitions, [5, 4, 2, 8, 3]),
    appointments_count: 5,
    home_collection_count: 4,
    test_report_count: 3,
    general_inquiry_count: 8,
    complaints_feedback_count: 2,
    total_likes: 12,
    total_dislikes: 3,
    latest_users: [appUser],
    ...overrides,
  };
}

function figure(scope: HTMLElement, label: string) {
  return within(scope).getByText(label).closest('dt')?.nextElementSibling?.textContent;
}

/** The labels of a panel's figures, in order. */
function labels(name: string) {
  const panel = screen.getByRole('region', { name });
  return within(panel)
    .getAllByRole('term')
    .map((term) => term.textContent);
}

function renderDashboard() {
  const { token: _token, ...user } = sessionFixture();
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  return renderWithProviders(<DashboardPage />, { otherPaths: ['/users', '/users/:userId'] });
}

describe('DashboardPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it("greets the organization and shows today's figures", async () => {
    const fetchMock = stubFetch({ 'GET /api/user/dashboard_stats': { data: statsFixture() } });
    renderDashboard();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Lab One!' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    const today = screen.getByRole('region', { name: 'Today' });
    expect(figure(today, 'Sessions Today')).toBe('42');
    expect(figure(today, 'Chats Initiated')).toBe('17');
    expect(figure(today, 'Total Messages')).toBe('1,234');
    expect(figure(today, 'Ended Chats')).toBe('9');

    const interactions = screen.getByRole('region', { name: 'User Interactions' });
    expect(figure(interactions, 'Appointments')).toBe('5');
    expect(figure(interactions, 'Home Collection')).toBe('4');
    expect(figure(interactions, 'Test Reports')).toBe('3');
    const feedback = screen.getByRole('region', { name: 'Inquiries and Feedback' });
    expect(figure(feedback, 'General Inquiries')).toBe('8');
    expect(figure(feedback, 'Complaints')).toBe('2');
    expect(figure(feedback, 'Likes / Dislikes')).toBe('12 / 3');
    expect(labels('User Interactions')).toEqual([
      'Appointments',
      'Home Collection',
      'Test Reports',
    ]);
    expect(labels('Inquiries and Feedback')).toEqual([
      'General Inquiries',
      'Complaints',
      'Likes / Dislikes',
    ]);

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/user/dashboard_stats?date=today');
  });

  it("says which day the figures count: the organization's, in its time zone", async () => {
    stubFetch({
      'GET /api/user/dashboard_stats': {
        data: statsFixture({ date: '2024-11-25', timezone: 'Europe/Berlin' }),
      },
    });
    renderDashboard();
    expect(await screen.findByText('Today (Mon, Nov 25, Europe/Berlin)')).toBeInTheDocument();
  });

  it('stores a clicked latest user and opens its details', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/user/dashboard_stats': { data: statsFixture() } });
    renderDashboard();

    const row = await screen.findByRole('button', { name: /grace@example\.com/ });
    expect(row).toHaveTextContent('+1 555 0100');
    expect(row).toHaveTextContent('Jan 5, 2024');
    row.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Landed on /users/:userId')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(storageKeys.selectedUser) ?? 'null')).toEqual(appUser);
  });

  it("says 'No users yet' and links to all users", async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/user/dashboard_stats': { data: statsFixture({ latest_users: [] }) } });
    renderDashboard();

    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View All Users' }));
    expect(await screen.findByText('Landed on /users')).toBeInTheDocument();
  });

  it('only logs a failed load and shows zeros', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/user/dashboard_stats': { status: 500, message: 'Boom' } });
    renderDashboard();

    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    const today = screen.getByRole('region', { name: 'Today' });
    expect(figure(today, 'Sessions Today')).toBe('0');
    expect(figure(today, 'Ended Chats')).toBe('0');
    expect(screen.getByText('0 / 0')).toBeInTheDocument();
    // Without the organization's forms, nothing else's are shown in their place.
    expect(screen.getByText('No forms to count yet.')).toBeInTheDocument();
    expect(screen.queryByText('Appointments')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to load dashboard stats', expect.anything());
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });

  it("counts a software company's own forms, and none of the lab's", async () => {
    stubFetch({
      'GET /api/user/dashboard_stats': {
        data: statsFixture({
          forms: formCountsFixture(softwareDefinitions, [7, 3, 1, 2048]),
          appointments_count: 0,
          home_collection_count: 0,
          test_report_count: 0,
          general_inquiry_count: 0,
          complaints_feedback_count: 1,
        }),
      },
    });
    renderDashboard();

    expect(await screen.findByText('1,234')).toBeInTheDocument();
    const interactions = screen.getByRole('region', { name: 'User Interactions' });
    expect(labels('User Interactions')).toEqual([
      'Demo Request',
      'Support Ticket',
      'Sales Inquiry',
    ]);
    expect(figure(interactions, 'Demo Request')).toBe('7');
    expect(figure(interactions, 'Sales Inquiry')).toBe('2,048');
    expect(labels('Inquiries and Feedback')).toEqual(['Complaints', 'Likes / Dislikes']);
    for (const lab of ['Appointments', 'Home Collection', 'Test Reports', 'General Inquiries']) {
      expect(screen.queryByText(lab)).not.toBeInTheDocument();
    }
  });

  it("shows the organization's forms at zero when the stats fail", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({
      'GET /api/user/dashboard_stats': { status: 500, message: 'Boom' },
      'GET /api/auth/form-definitions': { data: softwareDefinitions },
    });
    renderDashboard();

    expect(await screen.findByText('Demo Request')).toBeInTheDocument();
    const interactions = screen.getByRole('region', { name: 'User Interactions' });
    expect(figure(interactions, 'Demo Request')).toBe('0');
    expect(figure(interactions, 'Support Ticket')).toBe('0');
    expect(screen.queryByText('Appointments')).not.toBeInTheDocument();
  });
});
