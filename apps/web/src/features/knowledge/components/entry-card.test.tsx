import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { entryFixture } from '../test/knowledge-fixtures';
import { EntryCard } from './entry-card';

describe('EntryCard', () => {
  it('shows every field of an uploaded document', () => {
    stubFetch({});
    renderWithProviders(
      <EntryCard
        entry={entryFixture({
          type: 'document',
          title: 'Price list 2024',
          content: 'All prices include VAT.',
          version: 3,
          wordCount: 412,
          readingTime: 2,
          tags: ['pricing', 'vat'],
          source: {
            type: 'upload',
            fileName: 'prices.pdf',
            fileSize: 1_572_864,
            url: null,
            lastCrawled: null,
            crawlFrequency: null,
            crawlScope: null,
          },
        })}
      />,
    );
    const card = screen.getByRole('article', { name: 'Price list 2024' });
    const inCard = within(card);
    expect(inCard.getByText('Upload')).toBeInTheDocument();
    expect(inCard.getByText('Published')).toHaveAttribute('data-status', 'published');
    expect(inCard.getByText('All prices include VAT.')).toBeInTheDocument();
    expect(inCard.getByText('prices.pdf')).toBeInTheDocument();
    expect(inCard.getByText('(1.5 MB)')).toBeInTheDocument();
    expect(inCard.getByText('v3')).toBeInTheDocument();
    expect(inCard.getByText('412 words')).toBeInTheDocument();
    expect(inCard.getByText('2 min read')).toBeInTheDocument();
    expect(inCard.getByText(/by Dana Whitfield/)).toBeInTheDocument();
    expect(inCard.getByText(/Jan 5, 2024/)).toBeInTheDocument();
    expect(
      within(inCard.getByRole('list', { name: 'Entry tags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['pricing', 'vat']);
  });

  it('previews the text without heading markers', () => {
    stubFetch({});
    renderWithProviders(
      <EntryCard
        entry={entryFixture({ title: 'Guide', content: '# Opening hours\n\nWe open at eight.' })}
      />,
    );
    const card = screen.getByRole('article', { name: 'Guide' });
    expect(card).toHaveTextContent('Opening hours We open at eight.');
    expect(card).not.toHaveTextContent('#');
  });

  it('spins while processing and links a crawled page in a new tab', () => {
    stubFetch({});
    renderWithProviders(
      <EntryCard
        entry={entryFixture({
          type: 'website',
          title: 'About us',
          status: 'crawling',
          source: {
            type: 'crawl',
            fileName: null,
            fileSize: null,
            url: 'https://example.com/about',
            lastCrawled: null,
            crawlFrequency: 'weekly',
            crawlScope: 'site',
          },
        })}
      />,
    );
    const card = within(screen.getByRole('article', { name: 'About us' }));
    const badge = card.getByText('Crawling');
    expect(within(badge).getByTestId('status-spinner')).toHaveClass('animate-spin');
    const link = card.getByRole('link', { name: 'https://example.com/about' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows why a failed entry failed, in red', () => {
    stubFetch({});
    renderWithProviders(
      <EntryCard
        entry={entryFixture({
          status: 'failed',
          failureReason: 'The document has no readable text',
        })}
      />,
    );
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Failed')).toHaveAttribute('data-status', 'failed');
    expect(card.queryByTestId('status-spinner')).not.toBeInTheDocument();
    expect(card.getByText('The document has no readable text')).toHaveClass('text-red-600');
  });

  it('offers Download Original only for uploads and confirms before deleting', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'DELETE /api/knowledge/entries/e1': { message: 'Entry deleted successfully!' },
    });
    renderWithProviders(<EntryCard entry={entryFixture()} />);

    await user.click(
      screen.getByRole('button', { name: 'More actions for What are your opening hours?' }),
    );
    expect(screen.queryByRole('menuitem', { name: 'Download Original' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
    expect(dialog).toHaveTextContent('What are your opening hours?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Entry deleted successfully!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/knowledge/entries/e1',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});
