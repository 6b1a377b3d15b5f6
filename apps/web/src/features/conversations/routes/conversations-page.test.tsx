import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnalyticsSummary } from '@concierge/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { formCountsFixture, softwareDefinitions } from '@/test/form-definition-fixtures';
import {
  analyticsFixture,
  conversationsPageFixture,
  questionGroupFixture,
  unansweredPageFixture,
} from '../test/conversation-fixtures';
import { stubLiveFetch } from '../test/live-fixtures';
import { ConversationsPage } from './conversations-page';

const month = analyticsFixture();
const week = analyticsFixture({
  total_sessions_in_range: 21,
  total_message_count: 300,
  daily_sessions: [{ date: '2024-11-09', session_count: 21 }],
});

/** The figure of a card: its <dd> beside the label's <dt>. */
function card(label: string) {
  const totals = screen.getByRole('region', { name: 'Totals' });
  return within(totals).getByText(label).nextElementSibling?.textContent;
}

function tableRows(name: string) {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
}

function renderPage({ analytics = month }: { analytics?: AnalyticsSummary } = {}) {
  const fetchMock = stubFetch({
    'GET /api/user/analytics': () => ({
      data: {
        data: String(fetchMock.mock.calls.at(-1)?.[0]).includes('days=7') ? week : analytics,
      },
    }),
    'GET /api/conversations': { data: conversationsPageFixture() },
    'GET /api/conversations/unanswered': { data: unansweredPageFixture([questionGroupFixture()]) },
    'GET /api/user/analytics/export': { data: 'csv' },
  });
  const view = renderWithProviders(<ConversationsPage />, {
    path: '/conversations',
    search: '?tab=analytics',
  });
  const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
  return { ...view, fetchMock, urls };
}

describe('ConversationsPage', () => {
  beforeEach(() => {
    // The test DOM lays nothing out: give the charts' ResponsiveContainer a size to draw in.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 600, height: 256 }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the last 30 days by default: cards and both charts with their figures', async () => {
    const { container, urls } = renderPage();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Conversations & Analytics' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    expect(await screen.findByText('2,345')).toBeInTheDocument();
    expect(card('Total Sessions')).toBe('120');
    expect(card('Total Messages')).toBe('2,345');
    expect(card('Ended Chats')).toBe('80');
    expect(card('Chat Initiated')).toBe('95');

    expect(tableRows('Sessions Over Time')).toEqual(['Nov 24', 'Nov 37']);
    expect(tableRows('Form Categories')).toEqual([
      'Appointments11',
      'Home Collection6',
      'Complaints2',
      'General Inquiry9',
      'Test Reports5',
    ]);
    // Recharts draws after measuring its container.
    await waitFor(() =>
      expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(5),
    );
    const fills = [...container.querySelectorAll('.recharts-bar-rectangle path')].map((bar) =>
      bar.getAttribute('fill'),
    );
    expect(fills).toEqual(['#3b82f6', '#22c55e', '#ef4444', '#a855f7', '#eab308']);
    expect(container.querySelector('.recharts-line-curve')).not.toBeNull();
    expect(urls()).toContain('/api/user/analytics?days=30');
    expect(urls()).toContain('/api/conversations/unanswered?days=30&page=1&limit=10');
  });

  it("draws one bar per form of a software company, in its colours, and none of the lab's", async () => {
    const { container } = renderPage({
      analytics: analyticsFixture({
        forms: formCountsFixture(softwareDefinitions, [4, 3, 2, 1]),
      }),
    });

    await waitFor(() =>
      expect(tableRows('Form Categories')).toEqual([
        'Demo Request4',
        'Support Ticket3',
        'Complaints2',
        'Sales Inquiry1',
      ]),
    );
    await waitFor(() =>
      expect(container.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(4),
    );
    const fills = [...container.querySelectorAll('.recharts-bar-rectangle path')].map((bar) =>
      bar.getAttribute('fill'),
    );
    expect(fills).toEqual(['#3b82f6', '#f97316', '#ef4444', '#22c55e']);
  });

  it('fetches everything again for the last 7 days', async () => {
    const user = userEvent.setup();
    const { urls } = renderPage();
    await screen.findByText('2,345');

    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));

    expect(await screen.findByText('300')).toBeInTheDocument();
    expect(card('Total Sessions')).toBe('21');
    expect(tableRows('Sessions Over Time')).toEqual(['Nov 921']);
    expect(urls()).toContain('/api/user/analytics?days=7');
    expect(urls()).toContain('/api/conversations?days=7&outcome=all&page=1&limit=10');
    expect(urls()).toContain('/api/conversations/unanswered?days=7&page=1&limit=10');
  });

  it('only logs a failed analytics load and shows zeros', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({
      'GET /api/user/analytics': { status: 500, message: 'Analytics exploded' },
      'GET /api/conversations': { data: conversationsPageFixture([]) },
      'GET /api/conversations/unanswered': { data: unansweredPageFixture([]) },
    });
    renderWithProviders(<ConversationsPage />, {
      path: '/conversations',
      search: '?tab=analytics',
    });

    expect(await screen.findByText('No sessions in this period')).toBeInTheDocument();
    expect(card('Total Sessions')).toBe('0');
    expect(card('Chat Initiated')).toBe('0');
    expect(screen.getByText('No forms submitted in this period')).toBeInTheDocument();
    expect(screen.getByText('No conversations in this period')).toBeInTheDocument();
    expect(screen.getByText('No unanswered questions in this period')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to load analytics', expect.anything());
    expect(screen.queryByText('Analytics exploded')).not.toBeInTheDocument();
  });

  it('exports the analytics of the chosen range as CSV', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:analytics');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { urls } = renderPage();
    await screen.findByText('2,345');

    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(urls()).toContain('/api/user/analytics/export?days=7');
    expect(createObjectURL).toHaveBeenCalled();
  });
});

describe('ConversationsPage tabs', () => {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 600, height: 256 }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens on Analytics; the Live tab, listed first, shows the queue', async () => {
    const user = userEvent.setup();
    stubLiveFetch({
      'GET /api/live/conversations': { data: [] },
      'GET /api/user/analytics': { data: { data: month } },
      'GET /api/conversations': { data: conversationsPageFixture([]) },
      'GET /api/conversations/unanswered': { data: unansweredPageFixture([]) },
    });
    renderWithProviders(<ConversationsPage />, { path: '/conversations' });

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Live', 'Analytics']);
    expect(await screen.findByText('2,345')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Live' }));
    expect(await screen.findByText('No live conversations right now')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Totals' })).not.toBeInTheDocument();
  });

  it('opens the tab named in the address', async () => {
    stubLiveFetch({ 'GET /api/live/conversations': { data: [] } });
    renderWithProviders(<ConversationsPage />, { path: '/conversations', search: '?tab=live' });
    expect(await screen.findByText('No live conversations right now')).toBeInTheDocument();
  });
});
