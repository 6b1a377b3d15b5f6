import { operatorMessages, type TenantList } from '@concierge/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubbedAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { signInAs } from '@/test/sign-in-as';
import { SAMPLE_DELAY_MS, samplePlatformDelay } from '../sample-platform';
import {
  signInAsOperator,
  statsFixture,
  tenantDetailFixture,
  tenantFixture,
  tenantListFixture,
} from '../test/operator-fixtures';
import { OperatorConsolePage } from './operator-console-page';

type Answers = Record<string, StubbedAnswer | (() => StubbedAnswer)>;

const acme = tenantFixture();
const bluebird = tenantFixture({
  id: 't-2',
  name: 'Bluebird Bakery',
  plan: 'trial',
  planName: 'Trial',
  status: 'trial',
  revenue: 0,
  owner: { name: 'Bo Baker', email: 'bo@bluebird.example' },
});

function renderConsole(tab = '', extra: Answers = {}) {
  signInAsOperator();
  const fetchMock = stubFetch({
    'GET /api/operator/stats': { data: statsFixture },
    'GET /api/operator/tenants': { data: tenantListFixture([acme, bluebird]) },
    'GET /api/operator/tenants/t-1': { data: tenantDetailFixture() },
    'GET /api/operator/plans': { data: [] },
    ...extra,
  });
  renderWithProviders(<OperatorConsolePage />, {
    path: '/operator',
    search: tab ? `?tab=${tab}` : '',
  });
  return fetchMock;
}

const urls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url));

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) => String(u) === url && (init?.method ?? 'GET') === method,
  );

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;

beforeEach(() => {
  samplePlatformDelay.ms = 0;
});

afterEach(() => {
  samplePlatformDelay.ms = SAMPLE_DELAY_MS;
  vi.restoreAllMocks();
});

describe('OperatorConsolePage', () => {
  it('shows the tabs in order and the platform figures on Overview', async () => {
    renderConsole();
    expect(screen.getByRole('heading', { name: 'SaaS Platform Management' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Tenant Management',
      'Packages and Plans',
      'Billing Overview',
      'Payment Gateways',
      'Transactions',
      'Support Tickets',
    ]);
    const figures = await screen.findByRole('region', { name: 'Platform figures' });
    expect(await within(figures).findByText('1,234')).toBeInTheDocument();
    expect(within(figures).getByText('5,678')).toBeInTheDocument();
    expect(within(figures).getByText('15,730')).toBeInTheDocument();
    expect(within(figures).getByText('91,011')).toBeInTheDocument();
    expect(within(figures).getByText('321')).toBeInTheDocument();
    expect(within(figures).getByText('2.5')).toBeInTheDocument();

    const health = screen.getByRole('region', { name: 'System Health' });
    expect(within(health).getByText('3 d 4 h')).toBeInTheDocument();
    expect(within(health).getByText('12 ms')).toBeInTheDocument();
    expect(within(health).getByText('PGlite')).toBeInTheDocument();
    expect(within(health).getByRole('progressbar', { name: 'Memory usage' })).toHaveAttribute(
      'aria-valuenow',
      '86',
    );
    expect(within(health).getByText('Not available')).toBeInTheDocument();

    const alerts = screen.getByRole('region', { name: 'Recent alerts' });
    expect(within(alerts).getByText('Sample data')).toBeInTheDocument();
    expect(
      await within(alerts).findByText('Square gateway is in scheduled maintenance'),
    ).toBeInTheDocument();
  });

  it('says when the platform data fails to load and retries', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderConsole('', {
      'GET /api/operator/stats': () =>
        failing ? { status: 403, message: 'Nope' } : { data: statsFixture },
    });
    expect(await screen.findByText(operatorMessages.loadFailed)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1,234')).toBeInTheDocument();
  });

  it('tells a member who is not the operator, and calls nothing of the operator', async () => {
    const fetchMock = stubFetch(signInAs('owner'));
    renderWithProviders(<OperatorConsolePage />, { path: '/operator' });
    expect(
      await screen.findByText('The operator console is for the platform operator.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(urls(fetchMock).filter((url) => url.includes('/operator'))).toEqual([]);
  });

  it('opens the tab named in the URL', async () => {
    renderConsole('gateways');
    expect(screen.getByRole('tab', { name: 'Payment Gateways' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('region', { name: 'Stripe' })).toBeInTheDocument();
  });
});

describe('Tenant Management', () => {
  it('lists tenants, searches and filters on the server', async () => {
    const user = userEvent.setup();
    const fetchMock = renderConsole('tenants');
    const table = await screen.findByRole('table', { name: 'Tenants' });
    expect(await within(table).findByText('Acme Dental')).toBeInTheDocument();
    expect(within(table).getByText('Ann Owner · ann@acme.example')).toBeInTheDocument();
    expect(within(table).getByText('$49/mo')).toBeInTheDocument();
    // Bluebird's plan and its status badge.
    expect(within(table).getAllByText('Trial')).toHaveLength(2);

    const filter = screen.getByLabelText('Status');
    expect(within(filter).getByRole('option', { name: 'All (2)' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search tenants' }), 'acme');
    await waitFor(() =>
      expect(urls(fetchMock)).toContain('/api/operator/tenants?search=acme&page=1'),
    );

    await user.selectOptions(filter, 'suspended');
    await waitFor(() =>
      expect(urls(fetchMock)).toContain(
        '/api/operator/tenants?search=acme&status=suspended&page=1',
      ),
    );
  });

  it('downloads the tenants CSV from the server', async () => {
    const user = userEvent.setup();
    const names: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn(() => 'blob:tenants'),
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const fetchMock = renderConsole('tenants', {
      'GET /api/operator/tenants/export': { data: 'csv' },
    });
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(names).toEqual(['tenants.csv']));
    expect(urls(fetchMock)).toContain('/api/operator/tenants/export');
  });

  it('says when no tenant matches', async () => {
    const empty: TenantList = { ...tenantListFixture([]), total: 0 };
    renderConsole('tenants', { 'GET /api/operator/tenants': { data: empty } });
    expect(await screen.findByText('No tenants match your search')).toBeInTheDocument();
  });

  it('asks before suspending, posts it and toasts the server message', async () => {
    const user = userEvent.setup();
    const fetchMock = renderConsole('tenants', {
      'POST /api/operator/tenants/t-1/suspend': {
        message: operatorMessages.suspended('Acme Dental'),
        data: { ...acme, status: 'suspended' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend Acme Dental' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Acme Dental?' });
    expect(dialog).toHaveTextContent(/cannot sign in/);
    expect(calls(fetchMock, 'POST', '/api/operator/tenants/t-1/suspend')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Acme Dental suspended')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/operator/tenants/t-1/suspend')).toHaveLength(1);
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/api/operator/tenants?page=1').length).toBeGreaterThan(1),
    );
  });

  it('deletes only once the exact name is typed', async () => {
    const user = userEvent.setup();
    const fetchMock = renderConsole('tenants', {
      'DELETE /api/operator/tenants/t-1': { message: operatorMessages.deleted('Acme Dental') },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Dental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme Dental?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Tenant' });
    expect(confirm).toBeDisabled();
    const input = within(dialog).getByLabelText('Type Acme Dental to confirm');
    await user.type(input, 'acme dental');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'Acme Dental');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('Acme Dental deleted')).toBeInTheDocument();
    const [request] = calls(fetchMock, 'DELETE', '/api/operator/tenants/t-1');
    expect(bodyOf(request)).toEqual({ confirm_name: 'Acme Dental' });
  });

  it('shows the server’s refusal inside the delete dialog', async () => {
    const user = userEvent.setup();
    renderConsole('tenants', {
      'DELETE /api/operator/tenants/t-1': {
        status: 400,
        message: operatorMessages.confirmNameMismatch,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Dental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme Dental?' });
    await user.type(within(dialog).getByLabelText('Type Acme Dental to confirm'), 'Acme Dental');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Tenant' }));
    expect(
      await within(dialog).findByText(operatorMessages.confirmNameMismatch),
    ).toBeInTheDocument();
  });

  it('validates Add Tenant and posts a good one', async () => {
    const user = userEvent.setup();
    const message = operatorMessages.created('Kite School', 'kim@kite.example');
    const fetchMock = renderConsole('tenants', {
      'POST /api/operator/tenants': { message, data: tenantDetailFixture() },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tenant' });
    await user.type(within(dialog).getByLabelText('Organization name'), 'Kite School');
    await user.type(within(dialog).getByLabelText('Owner email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add Tenant' }));
    expect(
      await within(dialog).findByText('Please enter a valid email address'),
    ).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/operator/tenants')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Owner email'));
    await user.type(within(dialog).getByLabelText('Owner email'), 'kim@kite.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add Tenant' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    const [request] = calls(fetchMock, 'POST', '/api/operator/tenants');
    expect(bodyOf(request)).toEqual({
      name: 'Kite School',
      owner_email: 'kim@kite.example',
      plan_id: 'trial',
    });
  });

  it('opens the detail modal with usage, members and invitations', async () => {
    const user = userEvent.setup();
    renderConsole('tenants');
    await user.click(await screen.findByRole('button', { name: 'View Acme Dental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acme Dental' });
    expect(await within(dialog).findByText('https://acme.example')).toBeInTheDocument();
    expect(within(dialog).getByText('250 / 3,000')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Seats' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    expect(within(dialog).getByRole('table', { name: 'Members' })).toHaveTextContent(
      'ann@acme.example',
    );
    expect(within(dialog).getByText(/new@acme\.example/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Suspend Acme Dental' })).toBeEnabled();
  });
});

describe('sample tabs', () => {
  it('shows the billing overview as sample data', async () => {
    renderConsole('billing');
    const revenue = await screen.findByRole('region', { name: 'Revenue' });
    expect(within(revenue).getByText('$48,250')).toBeInTheDocument();
    expect(within(revenue).getByText('$579,000')).toBeInTheDocument();
    expect(screen.getByText('Sample data')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Revenue by plan' })).toHaveTextContent(
      'Professional',
    );
  });

  it('toggles a gateway locally and shows its sample configuration', async () => {
    const user = userEvent.setup();
    renderConsole('gateways');
    const stripe = await screen.findByRole('region', { name: 'Stripe' });
    expect(within(stripe).getByText('Active')).toBeInTheDocument();
    expect(within(stripe).getByText('2.9 %')).toBeInTheDocument();
    await user.click(within(stripe).getByRole('button', { name: 'Disable Stripe' }));
    expect(within(stripe).getByText('Inactive')).toBeInTheDocument();
    expect(await screen.findByText(/Stripe disabled \(sample data/)).toBeInTheDocument();

    await user.click(within(stripe).getByRole('button', { name: 'Configure Stripe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure Stripe' });
    expect(dialog).toHaveTextContent('https://api.concierge.example/webhooks/stripe');
    expect(dialog).toHaveTextContent('sk_live_••••••••9c1d');
  });

  it('filters the sample transactions and exports what is shown', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:transactions');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderConsole('transactions');
    const table = await screen.findByRole('table', { name: 'Transactions (sample data)' });
    expect(within(table).getByText('TXN-10481')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filter'), 'refunded');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('TXN-10476')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export' }));
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    const csv = await blob.text();
    expect(csv.split('\r\n')[0]).toBe(
      'ID,Organization,Amount,Currency,Status,Gateway,Type,Date,Description',
    );
    expect(csv).toContain('TXN-10476,Bluebird Bakery,49.00,USD,refunded');
    expect(csv).not.toContain('TXN-10481');
  });
});
