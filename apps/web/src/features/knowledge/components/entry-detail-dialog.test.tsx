import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { entryFixture } from '../test/knowledge-fixtures';
import { EntryDetailDialog } from './entry-detail-dialog';

describe('EntryDetailDialog', () => {
  it('shows website info, the content and the versions; a version shows its content', async () => {
    const user = userEvent.setup();
    const entry = entryFixture({
      type: 'website',
      title: 'About us',
      content: 'Founded in 1999.\nFamily run.',
      version: 2,
      tags: ['history'],
      source: {
        type: 'crawl',
        fileName: null,
        fileSize: null,
        url: 'https://example.com/about',
        lastCrawled: '2024-01-05T10:30:00.000Z',
        crawlFrequency: 'weekly',
        crawlScope: 'site',
      },
    });
    stubFetch({
      'GET /api/knowledge/entries/e1': {
        data: {
          ...entry,
          versions: [
            {
              version: 2,
              title: 'About us',
              content: entry.content,
              wordCount: 5,
              modifiedBy: 'Dana Whitfield',
              createdAt: '2024-01-05T10:30:00.000Z',
            },
            {
              version: 1,
              title: 'About',
              content: 'Founded long ago.',
              wordCount: 3,
              modifiedBy: 'Crawler',
              createdAt: '2024-01-01T08:00:00.000Z',
            },
          ],
        },
      },
    });
    renderWithProviders(<EntryDetailDialog entry={entry} open onOpenChange={vi.fn()} />);

    const dialog = screen.getByRole('dialog', { name: 'About us' });
    const website = within(dialog).getByRole('region', { name: 'Website information' });
    expect(website).toHaveTextContent('https://example.com/about');
    expect(website).toHaveTextContent('Weekly');
    expect(website).toHaveTextContent('Entire site');
    expect(within(dialog).getByText(/Founded in 1999/)).toHaveClass('whitespace-pre-wrap');
    expect(within(dialog).getByRole('list', { name: 'Keywords' })).toHaveTextContent('history');

    const history = await within(dialog).findByRole('list', { name: 'Version history' });
    await user.click(within(history).getByRole('button', { name: /v1/ }));
    expect(within(dialog).getByText('Founded long ago.')).toBeInTheDocument();
    expect(within(dialog).getByText('Content of version 1')).toBeInTheDocument();
  });
});
