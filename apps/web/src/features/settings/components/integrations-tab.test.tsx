import {
  integrationMessages,
  type IntegrationProvider,
  type IntegrationSummary,
  type WebhookDeliverySummary,
} from '@concierge/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch, type StubbedAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { signInAs } from '@/test/sign-in-as';
import { IntegrationsTab } from './integrations-tab';

const delivery = (
  id: string,
  status: WebhookDeliverySummary['status'],
  statusCode: number | null,
  attempts: number,
): WebhookDeliverySummary => ({
  id,
  event: 'form.submitted',
  status,
  attempts,
  statusCode,
  error: status === 'failed' ? 'HTTP 500' : null,
  test: false,
  createdAt: '2024-03-01T09:00:00.000Z',
  lastAttemptAt: '2024-03-01T09:01:00.000Z',
});

const notConnected = (provider: IntegrationProvider): IntegrationSummary => ({
  provider,
  connected: false,
  target: null,
  signingSecret: null,
  connectedAt: null,
  connectedBy: null,
  deliveries: [],
});

const slack: IntegrationSummary = {
  ...notConnected('slack'),
  connected: true,
  target: 'https://hooks.slack.com/…abc123',
  connectedAt: '2024-01-05T10:30:00.000Z',
  connectedBy: 'Ada Lovelace',
  deliveries: [
    delivery('d1', 'delivered', 200, 1),
    delivery('d2', 'retrying', 503, 2),
    delivery('d3', 'failed', 500, 5),
    delivery('d4', 'pending', null, 0),
  ],
};
const zapier: IntegrationSummary = {
  ...notConnected('zapier'),
  connected: true,
  target: 'https://hooks.zapier.com/…xyz789',
  signingSecret: 'whsec_0123456789abcdef',
  connectedAt: '2024-02-01T10:30:00.000Z',
  connectedBy: 'Grace Hopper',
};
const analytics: IntegrationSummary = {
  ...notConnected('google_analytics'),
  connected: true,
  target: 'G-ABC1234',
  connectedAt: '2024-02-01T10:30:00.000Z',
  connectedBy: 'Ada Lovelace',
};
const summaries = [slack, notConnected('teams'), zapier, analytics];

function renderTab(
  role: Parameters<typeof signInAs>[0] = 'owner',
  extra: Record<string, StubbedAnswer | (() => StubbedAnswer)> = {},
) {
  const fetchMock = stubFetch({
    ...signInAs(role),
    'GET /api/integrations': { data: summaries },
    ...extra,
  });
  renderWithProviders(<IntegrationsTab />, { path: '/settings' });
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) => String(u) === url && (init?.method ?? 'GET') === method,
  );

describe('IntegrationsTab', () => {
  it('lists the four integrations with what the server says is connected', async () => {
    renderTab();
    const slackCard = await screen.findByRole('region', { name: 'Slack' });
    expect(within(slackCard).getByText('Connected')).toBeInTheDocument();
    expect(slackCard).toHaveTextContent('https://hooks.slack.com/…abc123');
    expect(slackCard).toHaveTextContent('Connected by Ada Lovelace on Jan 5, 2024');
    expect(slackCard).toHaveTextContent('Receives: form.submitted, handoff.requested');

    const teams = screen.getByRole('region', { name: 'Microsoft Teams' });
    expect(within(teams).queryByText('Connected')).not.toBeInTheDocument();
    expect(within(teams).getByRole('button', { name: 'Connect Microsoft Teams' })).toBeEnabled();

    const ga = screen.getByRole('region', { name: 'Google Analytics' });
    expect(ga).toHaveTextContent('G-ABC1234');
    expect(within(ga).getByRole('button', { name: 'Disconnect Google Analytics' })).toBeEnabled();
    expect(within(ga).queryByRole('button', { name: /Send test event/ })).not.toBeInTheDocument();
    expect(within(ga).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the delivery log with its statuses', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Recent deliveries to Slack' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Delivered',
      'Retrying',
      'Failed',
      'Pending',
    ]);
    expect(rows[1]).toHaveTextContent('503');
    expect(rows[2]).toHaveTextContent('form.submitted');
    expect(screen.getByRole('region', { name: 'Zapier' })).toHaveTextContent('No deliveries yet');
  });

  it('hides the Zapier signing secret until asked, and copies it', async () => {
    const user = userEvent.setup();
    renderTab();
    const card = await screen.findByRole('region', { name: 'Zapier' });
    expect(card).not.toHaveTextContent(zapier.signingSecret ?? '');
    expect(card).toHaveTextContent('x-concierge-signature');
    await user.click(within(card).getByRole('button', { name: 'Show' }));
    expect(card).toHaveTextContent(zapier.signingSecret ?? '');
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(await within(card).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(zapier.signingSecret);
    await user.click(within(card).getByRole('button', { name: 'Hide' }));
    expect(card).not.toHaveTextContent(zapier.signingSecret ?? '');
  });

  it('checks the URL before calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTab('owner', {
      'GET /api/integrations': { data: [notConnected('slack'), ...summaries.slice(1)] },
    });
    await user.click(await screen.findByRole('button', { name: 'Connect Slack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Slack' });
    await user.type(within(dialog).getByLabelText('Incoming webhook URL'), 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(
      await within(dialog).findByText('Enter a valid URL starting with https://'),
    ).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT', '/api/integrations/slack')).toHaveLength(0);
  });

  it('shows the server’s refusal inside the dialog', async () => {
    const user = userEvent.setup();
    renderTab('admin', {
      'PUT /api/integrations/teams': { status: 400, message: integrationMessages.privateAddress },
    });
    await user.click(await screen.findByRole('button', { name: 'Connect Microsoft Teams' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Microsoft Teams' });
    await user.type(
      within(dialog).getByLabelText('Incoming webhook URL'),
      'http://192.168.1.10/hook',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      integrationMessages.privateAddress,
    );
    expect(screen.getByRole('dialog', { name: 'Connect Microsoft Teams' })).toBeInTheDocument();
  });

  it('connects, closes the dialog and says so', async () => {
    const user = userEvent.setup();
    const connectedTeams: IntegrationSummary = {
      ...notConnected('teams'),
      connected: true,
      target: 'https://example.webhook.office.com/…f00baa',
      connectedAt: '2024-04-01T10:00:00.000Z',
      connectedBy: 'Ada Lovelace',
    };
    let connected = false;
    const fetchMock = renderTab('owner', {
      'GET /api/integrations': () => ({
        data: [slack, connected ? connectedTeams : notConnected('teams'), zapier, analytics],
      }),
      'PUT /api/integrations/teams': () => {
        connected = true;
        return { message: integrationMessages.connected('Microsoft Teams'), data: connectedTeams };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Connect Microsoft Teams' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByLabelText('Incoming webhook URL'),
      '  https://example.webhook.office.com/hook/f00baa ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText(integrationMessages.connected('Microsoft Teams')),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, init] = calls(fetchMock, 'PUT', '/api/integrations/teams')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      webhook_url: 'https://example.webhook.office.com/hook/f00baa',
    });
    const teams = screen.getByRole('region', { name: 'Microsoft Teams' });
    expect(within(teams).getByText('Connected')).toBeInTheDocument();
  });

  it('changes the Google Analytics measurement ID through an empty field', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTab('owner', {
      'PUT /api/integrations/google_analytics': {
        message: integrationMessages.connected('Google Analytics'),
        data: { ...analytics, target: 'G-NEW12345' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change Google Analytics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Google Analytics' });
    const field = within(dialog).getByLabelText('Measurement ID');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', 'G-XXXXXXXXXX');
    await user.type(field, 'g-new12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(integrationMessages.connected('Google Analytics')),
    ).toBeInTheDocument();
    const [, init] = calls(fetchMock, 'PUT', '/api/integrations/google_analytics')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ measurement_id: 'G-NEW12345' });
  });

  it('disconnects after a confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTab('owner', {
      'DELETE /api/integrations/zapier': {
        message: integrationMessages.disconnected('Zapier'),
        data: notConnected('zapier'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Disconnect Zapier' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disconnect Zapier?' });
    expect(calls(fetchMock, 'DELETE', '/api/integrations/zapier')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText(integrationMessages.disconnected('Zapier'))).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/api/integrations/zapier')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('sends a test event, shows the result and reloads the log', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTab('owner', {
      'POST /api/integrations/slack/test': {
        message: integrationMessages.testDelivered(200),
        data: { delivered: true, statusCode: 200, error: null },
      },
      'POST /api/integrations/zapier/test': {
        message: integrationMessages.testFailed('HTTP 410'),
        data: { delivered: false, statusCode: 410, error: 'HTTP 410' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send test event to Slack' }));
    expect(await screen.findByText(integrationMessages.testDelivered(200))).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/integrations')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Send test event to Zapier' }));
    expect(await screen.findByText(integrationMessages.testFailed('HTTP 410'))).toBeInTheDocument();
  });

  it('shows a viewer the integrations without any action', async () => {
    renderTab('viewer');
    await screen.findByRole('region', { name: 'Slack' });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Only owners and admins can connect or change integrations.',
    );
    expect(
      screen.queryByRole('button', { name: /Connect|Change|Disconnect|Send test/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Recent deliveries to Slack' })).toBeInTheDocument();
  });

  it('shows the load failure with a retry', async () => {
    renderTab('owner', { 'GET /api/integrations': { status: 400 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load integrations');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
