import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { entryFixture, entryPageFixture } from '../test/knowledge-fixtures';
import { KnowledgeBasePage } from './knowledge-base-page';

describe('KnowledgeBasePage', () => {
  it('lists entries with tab counts and the summary', async () => {
    stubFetch({ 'GET /api/knowledge/entries': { data: entryPageFixture() } });
    renderWithProviders(<KnowledgeBasePage />, { path: '/knowledgebase' });

    expect(
      await screen.findByRole('article', { name: 'What are your opening hours?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All Content 1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Crawl Settings 0' })).toBeInTheDocument();
    const summary = screen.getByLabelText('Knowledge base summary');
    expect(within(summary).getByText('Total Words')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('shows an error panel with Retry when the list fails, and recovers', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetchMock = stubFetch({
      'GET /api/knowledge/entries': () =>
        fail ? { status: 400, message: 'Bad request' } : { data: entryPageFixture() },
    });
    renderWithProviders(<KnowledgeBasePage />, { path: '/knowledgebase' });

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Failed to fetch knowledge base');
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('article', { name: 'What are your opening hours?' }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends the search after a pause and tells an empty result from an empty base', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/knowledge/entries': () => ({ data: entryPageFixture([]) }),
    });
    renderWithProviders(<KnowledgeBasePage />, { path: '/knowledgebase' });
    expect(await screen.findByText('No content yet')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search knowledge base' }), 'refund');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    // The empty state can show before the debounced request has gone out.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('search=')),
      ).toEqual([
        '/api/knowledge/entries?search=refund&source=all&status=all&type=all&page=1&limit=24',
      ]),
    );
  });

  it('refuses a .png before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetchMock = stubFetch({ 'GET /api/knowledge/entries': { data: entryPageFixture() } });
    const xhr = vi.fn();
    vi.stubGlobal('XMLHttpRequest', xhr);
    renderWithProviders(<KnowledgeBasePage />, { path: '/knowledgebase' });
    await screen.findByRole('article', { name: 'What are your opening hours?' });

    const input = screen.getByLabelText('Upload files');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx,.txt,.md');
    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unsupported file type: upload a .pdf, .doc, .docx, .txt or .md file',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('logo.png');
    expect(xhr).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('polls every 2 s while an entry is processing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    stubFetch({
      'GET /api/knowledge/entries': () => {
        calls += 1;
        const status = calls < 3 ? 'processing' : 'published';
        return { data: entryPageFixture([entryFixture({ status })]) };
      },
    });
    renderWithProviders(<KnowledgeBasePage />, { path: '/knowledgebase' });
    const card = within(await screen.findByRole('article'));
    expect(card.getByText('Processing')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2100);
    await vi.advanceTimersByTimeAsync(2100);
    expect(await card.findByText('Published')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(6000);
    expect(calls).toBe(3);
  });
});
