import { validationMessages } from '@concierge/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { AddWebsiteDialog } from './add-website-dialog';

describe('AddWebsiteDialog', () => {
  it('words a missing and an invalid URL the SPEC way, and refuses one with a password', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({});
    renderWithProviders(<AddWebsiteDialog open onOpenChange={vi.fn()} onAdded={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Start Crawling' }));
    expect(await screen.findByText('URL is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Website URL'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Start Crawling' }));
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Website URL'));
    await user.type(screen.getByLabelText('Website URL'), 'https://admin:s3cret@intranet.example');
    await user.click(screen.getByRole('button', { name: 'Start Crawling' }));
    expect(await screen.findByText(validationMessages.urlCredentials)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers exclude patterns only for an entire site and sends them as a list', async () => {
    const user = userEvent.setup();
    const onAdded = vi.fn();
    const fetchMock = stubFetch({
      'POST /api/knowledge/crawls': { message: 'Website added: crawling started', data: {} },
    });
    renderWithProviders(<AddWebsiteDialog open onOpenChange={vi.fn()} onAdded={onAdded} />);

    expect(screen.getByLabelText('Scope')).toHaveValue('site');
    expect(screen.getByText('Paths to skip, e.g. /blog/*, /admin*')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Scope'), 'Single page');
    expect(screen.queryByLabelText('Exclude patterns')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Scope'), 'Entire site');

    await user.type(screen.getByLabelText('Website URL'), ' https://example.com ');
    await user.selectOptions(screen.getByLabelText('Frequency'), 'Daily');
    await user.type(screen.getByLabelText('Exclude patterns'), '/blog/*, ,/admin* ');
    await user.click(screen.getByRole('button', { name: 'Start Crawling' }));

    expect(await screen.findByText('Website added: crawling started')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      url: 'https://example.com',
      scope: 'site',
      frequency: 'daily',
      excludePatterns: ['/blog/*', '/admin*'],
    });
    expect(onAdded).toHaveBeenCalled();
  });

  it('sends no exclude patterns for a single page', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'POST /api/knowledge/crawls': { message: 'Single page added', data: {} },
    });
    renderWithProviders(<AddWebsiteDialog open onOpenChange={vi.fn()} onAdded={vi.fn()} />);
    await user.type(screen.getByLabelText('Exclude patterns'), '/blog/*');
    await user.selectOptions(screen.getByLabelText('Scope'), 'page');
    await user.type(screen.getByLabelText('Website URL'), 'https://example.com/about');
    await user.click(screen.getByRole('button', { name: 'Start Crawling' }));
    await screen.findByText('Single page added');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ scope: 'page', excludePatterns: [] });
  });
});
