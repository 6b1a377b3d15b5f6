import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { signInAs } from '@/test/sign-in-as';
import { entryPageFixture } from '../test/knowledge-fixtures';
import { KnowledgeBasePage } from './knowledge-base-page';

function renderAs(role: Parameters<typeof signInAs>[0]) {
  stubFetch({ ...signInAs(role), 'GET /api/knowledge/entries': { data: entryPageFixture() } });
  renderWithProviders(<KnowledgeBasePage />, { path: '/knowledgebase' });
}

describe('KnowledgeBasePage by role', () => {
  it('shows a viewer the knowledge base read-only', async () => {
    const user = userEvent.setup();
    renderAs('viewer');
    expect(await screen.findByRole('note')).toHaveTextContent('View only (Viewer)');
    await screen.findByRole('article', { name: 'What are your opening hours?' });
    expect(screen.queryByRole('button', { name: 'Add Content' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Website' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Upload/i)).not.toBeInTheDocument();
    // The entry is not an upload: nothing is left in its '…' menu.
    expect(
      screen.queryByRole('button', { name: 'More actions for What are your opening hours?' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View details' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('lets an editor add and edit content', async () => {
    renderAs('editor');
    expect(await screen.findByRole('button', { name: 'Add Content' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Website' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('note')).not.toBeInTheDocument());
  });
});
