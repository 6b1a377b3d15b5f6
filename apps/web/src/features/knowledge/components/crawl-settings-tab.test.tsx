import type { CrawlConfig } from '@concierge/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { CrawlSettingsTab } from './crawl-settings-tab';

const crawl: CrawlConfig = {
  id: 'c1',
  url: 'https://example.com',
  scope: 'site',
  frequency: 'weekly',
  lastCrawled: null,
  nextCrawl: null,
  status: 'failed',
  pagesFound: 10,
  pagesProcessed: 4,
  excludePatterns: ['/blog/*'],
  lastError: 'The site did not answer',
};

describe('CrawlSettingsTab', () => {
  it('offers Add Website when no site is crawled', async () => {
    const user = userEvent.setup();
    const onAddWebsite = vi.fn();
    stubFetch({ 'GET /api/knowledge/crawls': { data: [] } });
    renderWithProviders(<CrawlSettingsTab onAddWebsite={onAddWebsite} />);
    await user.click(await screen.findByRole('button', { name: 'Add Website' }));
    expect(onAddWebsite).toHaveBeenCalled();
  });

  it('shows a site with its error and progress, and pauses it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/knowledge/crawls': { data: [crawl] },
      'PATCH /api/knowledge/crawls/c1': {
        message: 'Crawl settings saved',
        data: { ...crawl, status: 'paused' },
      },
    });
    renderWithProviders(<CrawlSettingsTab onAddWebsite={vi.fn()} />);

    const card = within(await screen.findByRole('article', { name: 'https://example.com' }));
    expect(card.getByText('Failed')).toHaveAttribute('data-status', 'failed');
    expect(card.getByText('The site did not answer')).toBeInTheDocument();
    expect(card.getByText('4 / 10')).toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: 'Pages processed' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(card.getByText('Never')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Crawl settings saved')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ paused: true });
  });

  it('says why a finished crawl stopped early', async () => {
    const full =
      'Your Starter plan allows 50 knowledge entries. Choose a larger plan under Billing to add more.';
    stubFetch({
      'GET /api/knowledge/crawls': { data: [{ ...crawl, status: 'active', lastError: full }] },
    });
    renderWithProviders(<CrawlSettingsTab onAddWebsite={vi.fn()} />);
    const card = within(await screen.findByRole('article', { name: 'https://example.com' }));
    expect(card.getByText(full)).toBeInTheDocument();
  });
});
