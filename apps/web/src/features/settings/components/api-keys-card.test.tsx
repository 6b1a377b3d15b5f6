import { apiKeyMessages, type ApiKeySummary, type CreatedApiKey } from '@concierge/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch, type StubbedAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { signInAs } from '@/test/sign-in-as';
import { ApiKeysCard } from './api-keys-card';

const production: ApiKeySummary = {
  environment: 'production',
  key: {
    id: 'k1',
    masked: 'ck_live_••••••••3f9a',
    createdAt: '2024-01-05T10:30:00.000Z',
    createdBy: 'Ada Lovelace',
    lastUsedAt: '2024-03-01T09:00:00.000Z',
  },
};
const noDevelopment: ApiKeySummary = { environment: 'development', key: null };

const newProduction: CreatedApiKey = {
  environment: 'production',
  id: 'k2',
  secret: 'ck_live_abcdefghijklmnopqrstuvwxyz0123456789ABCDE1a2b',
  masked: 'ck_live_••••••••1a2b',
  createdAt: '2024-04-01T10:00:00.000Z',
};
const newDevelopment: CreatedApiKey = {
  environment: 'development',
  id: 'k3',
  secret: 'ck_test_abcdefghijklmnopqrstuvwxyz0123456789ABCDE9z8y',
  masked: 'ck_test_••••••••9z8y',
  createdAt: '2024-04-01T10:00:00.000Z',
};

function renderCard(
  role: Parameters<typeof signInAs>[0],
  extra: Record<string, StubbedAnswer | (() => StubbedAnswer)> = {},
) {
  const fetchMock = stubFetch({
    ...signInAs(role),
    'GET /api/api-keys': { data: [production, noDevelopment] },
    ...extra,
  });
  renderWithProviders(<ApiKeysCard />, { path: '/settings' });
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) => String(u) === url && (init?.method ?? 'GET') === method,
  );

describe('ApiKeysCard', () => {
  it('lists the masked keys and an environment without a key', async () => {
    renderCard('owner');
    const live = await screen.findByRole('listitem', { name: 'Production key' });
    expect(live).toHaveTextContent('ck_live_••••••••3f9a');
    expect(live).toHaveTextContent('production');
    expect(live).toHaveTextContent('Created by Ada Lovelace on Jan 5, 2024');
    expect(live).toHaveTextContent('Last used Mar 1, 2024');
    expect(
      within(live).getByRole('button', { name: 'Regenerate Production key' }),
    ).toBeInTheDocument();

    const test = screen.getByRole('listitem', { name: 'Development key' });
    expect(test).toHaveTextContent('No key yet');
    expect(
      within(test).getByRole('button', { name: 'Create Development key' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says "Never used" for a key that has not been used', async () => {
    renderCard('owner', {
      'GET /api/api-keys': {
        data: [{ environment: 'production', key: { ...production.key, lastUsedAt: null } }],
      },
    });
    expect(await screen.findByRole('listitem', { name: 'Production key' })).toHaveTextContent(
      'Never used',
    );
  });

  it('regenerates after a confirmation, shows the secret once with Copy and refreshes', async () => {
    const user = userEvent.setup();
    const message = apiKeyMessages.created('production');
    let regenerated = false;
    const fetchMock = renderCard('owner', {
      'GET /api/api-keys': () => ({
        data: [
          regenerated
            ? {
                environment: 'production',
                key: {
                  ...production.key,
                  id: 'k2',
                  masked: newProduction.masked,
                  lastUsedAt: null,
                },
              }
            : production,
          noDevelopment,
        ],
      }),
      'POST /api/api-keys/production/regenerate': () => {
        regenerated = true;
        return { status: 201, message, data: newProduction };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Regenerate Production key' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Regenerate the Production key?',
    });
    expect(confirm).toHaveTextContent(
      'The current key stops working at once. Systems that use it must be given the new one.',
    );
    expect(calls(fetchMock, 'POST', '/api/api-keys/production/regenerate')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Regenerate key' }));

    const dialog = await screen.findByRole('dialog', { name: 'New Production key' });
    expect(calls(fetchMock, 'POST', '/api/api-keys/production/regenerate')).toHaveLength(1);
    expect(dialog).toHaveTextContent(message);
    const secret = within(dialog).getByLabelText('Production API key');
    expect(secret).toHaveValue(newProduction.secret);
    expect(secret).toHaveAttribute('readonly');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(newProduction.secret);

    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/api-keys')).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list shows the new key, masked; the secret is gone for good.
    expect(screen.getByRole('listitem', { name: 'Production key' })).toHaveTextContent(
      newProduction.masked,
    );
    expect(screen.queryByDisplayValue(newProduction.secret)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(newProduction.secret);
  });

  it('cancels a regeneration without calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = renderCard('admin');
    await user.click(await screen.findByRole('button', { name: 'Regenerate Production key' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'POST', '/api/api-keys/production/regenerate')).toHaveLength(0);
  });

  it('creates a first key without a confirmation', async () => {
    const user = userEvent.setup();
    const message = apiKeyMessages.created('development');
    const fetchMock = renderCard('owner', {
      'POST /api/api-keys/development/regenerate': {
        status: 201,
        message,
        data: newDevelopment,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Development key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Development key' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/api-keys/development/regenerate')).toHaveLength(1);
    expect(within(dialog).getByLabelText('Development API key')).toHaveValue(newDevelopment.secret);
    // The toast says it too.
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(1);
  });

  it('toasts the server’s refusal', async () => {
    const user = userEvent.setup();
    renderCard('owner', {
      'POST /api/api-keys/development/regenerate': {
        status: 403,
        message: 'Only owners and admins can manage API keys',
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Development key' }));
    expect(
      await screen.findByText('Only owners and admins can manage API keys'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a viewer the keys read-only', async () => {
    renderCard('viewer');
    await screen.findByRole('listitem', { name: 'Production key' });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Only owners and admins can create or regenerate API keys.',
    );
    expect(screen.queryByRole('button', { name: /Regenerate|Create/ })).not.toBeInTheDocument();
  });

  it('gives an editor no Regenerate button', async () => {
    renderCard('editor');
    await screen.findByRole('listitem', { name: 'Production key' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Regenerate|Create/ })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('note')).toHaveLength(1);
  });

  it('shows the load failure with a retry', async () => {
    renderCard('owner', { 'GET /api/api-keys': { status: 400 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load API keys');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
