import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import {
  conversationFixture,
  conversationSummaryFixture,
  conversationsPageFixture,
} from '../test/conversation-fixtures';
import { ConversationsSection } from './conversations-section';

function renderSection(total = 1) {
  const fetchMock = stubFetch({
    'GET /api/conversations': { data: conversationsPageFixture(undefined, total) },
    'GET /api/conversations/conv-1': { data: conversationFixture() },
  });
  renderWithProviders(<ConversationsSection days={30} />, { path: '/conversations' });
  const listUrls = () =>
    fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/conversations?'));
  return { fetchMock, listUrls };
}

describe('ConversationsSection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists conversations with user, preview, intent, outcome, start and message count', async () => {
    renderSection();
    const row = (
      await screen.findByRole('button', { name: 'I would like to book a blood test' })
    ).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('grace')).toBeInTheDocument();
    expect(cells.getByText('grace@example.com')).toBeInTheDocument();
    expect(cells.getByText('Appointments')).toBeInTheDocument();
    expect(cells.getByText('Converted')).toBeInTheDocument();
    expect(cells.getByText(/Nov 3, 2024/)).toBeInTheDocument();
    expect(cells.getByText('4')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 1 of 1 results')).toBeInTheDocument();
  });

  it('sends the outcome filter and, after a pause, the search to the server', async () => {
    const user = userEvent.setup();
    const { listUrls } = renderSection();
    await screen.findByRole('button', { name: 'I would like to book a blood test' });
    expect(listUrls()).toEqual(['/api/conversations?days=30&outcome=all&page=1&limit=10']);

    await user.selectOptions(screen.getByLabelText('Outcome'), 'Resolved');
    await waitFor(() =>
      expect(listUrls()).toContain('/api/conversations?days=30&outcome=resolved&page=1&limit=10'),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), ' blood ');
    await waitFor(() =>
      expect(listUrls()).toContain(
        '/api/conversations?days=30&outcome=resolved&search=blood&page=1&limit=10',
      ),
    );
    // Debounced: no call for each keystroke.
    expect(listUrls().filter((url) => url.includes('search='))).toHaveLength(1);
  });

  it('pages through the list and starts again at page 1 when a filter changes', async () => {
    const user = userEvent.setup();
    const { listUrls } = renderSection(25);
    await screen.findByText('Showing 1 to 10 of 25 results');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(listUrls()).toContain('/api/conversations?days=30&outcome=all&page=2&limit=10'),
    );
    await user.selectOptions(screen.getByLabelText('Outcome'), 'Unresolved');
    await waitFor(() =>
      expect(listUrls().at(-1)).toBe(
        '/api/conversations?days=30&outcome=unresolved&page=1&limit=10',
      ),
    );
  });

  it('opens a conversation: intent, time since start, bubbles with confidence', async () => {
    const user = userEvent.setup();
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2024-11-06T10:00:00.000Z'));
    renderSection();
    const preview = await screen.findByRole('button', {
      name: 'I would like to book a blood test',
    });
    await user.click(preview);

    const dialog = await screen.findByRole('dialog', { name: 'Conversation details' });
    const messages = await within(dialog).findByRole('list', { name: 'Messages' });
    expect(within(dialog).getByText('3 days ago')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Appointments').length).toBeGreaterThan(0);

    const bubbles = Array.from(messages.children);
    expect(bubbles).toHaveLength(3);
    expect(bubbles[0]).toHaveClass('justify-end');
    expect(bubbles[0]).toHaveTextContent('Visitor: I would like to book a blood test');
    expect(bubbles[1]).toHaveClass('justify-start');
    // The form reply is drawn by AssistantReply: its title, fields and category.
    expect(bubbles[1]).toHaveTextContent('Book an appointment');
    expect(bubbles[1]).toHaveTextContent('Full name');
    expect(bubbles[1]).toHaveTextContent('Category: Appointments');
    expect(within(bubbles[1] as HTMLElement).getByText('87%')).toBeInTheDocument();
    expect(within(bubbles[2] as HTMLElement).getByText('50%')).toBeInTheDocument();
    expect(bubbles[0]).not.toHaveTextContent('%');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells an empty period from an empty filter result', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/conversations': { data: conversationsPageFixture([]) } });
    renderWithProviders(<ConversationsSection days={7} />, { path: '/conversations' });
    expect(await screen.findByText('No conversations in this period')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Outcome'), 'Converted');
    expect(await screen.findByText('No conversations match these filters')).toBeInTheDocument();
  });

  it('exports the conversations with the current filters', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const fetchMock = stubFetch({
      'GET /api/conversations': { data: conversationsPageFixture([conversationSummaryFixture()]) },
      'GET /api/conversations/export': { data: 'csv' },
    });
    renderWithProviders(<ConversationsSection days={7} />, { path: '/conversations' });
    await screen.findByRole('button', { name: 'I would like to book a blood test' });
    await user.selectOptions(screen.getByLabelText('Outcome'), 'Converted');
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'blood');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search=blood'))).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Export conversations' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/conversations/export?days=7&outcome=converted&search=blood',
    );
  });
});
