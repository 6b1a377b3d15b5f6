import {
  billingMessages,
  type BillingOverview,
  type PlanLimits,
  type PlanSummary,
} from '@concierge/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubbedAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { signInAs } from '@/test/sign-in-as';
import { BillingPage } from './billing-page';

const plan = (id: string, name: string, price: number, limits: PlanLimits, popular = false) =>
  ({
    id,
    name,
    description: `${name} description`,
    price,
    interval: 'month',
    features: [`${name} feature`],
    limits,
    popular,
    isActive: true,
  }) satisfies PlanSummary;

const starter = plan('starter', 'Starter', 19, {
  chats: 500,
  seats: 2,
  knowledgeBase: 50,
  integrations: 3,
});
const professional = plan(
  'professional',
  'Professional',
  49,
  { chats: 3000, seats: 5, knowledgeBase: -1, integrations: 10 },
  true,
);
const enterprise = plan('enterprise', 'Enterprise', 149, {
  chats: -1,
  seats: -1,
  knowledgeBase: -1,
  integrations: -1,
});

const overviewOn = (current: PlanSummary, chatsUsed = 2500): BillingOverview => ({
  plan: current,
  usage: {
    chats: { used: chatsUsed, limit: current.limits.chats },
    seats: { used: 5, limit: current.limits.seats },
    knowledgeBase: { used: 12, limit: current.limits.knowledgeBase },
    integrations: { used: 1, limit: current.limits.integrations },
  },
  plans: [starter, professional, enterprise],
  trialEndsAt: null,
  periodStart: '2026-11-01T05:00:00.000Z',
  customerSince: '2025-01-15T10:00:00.000Z',
});

function renderPage(
  role: Parameters<typeof signInAs>[0] = 'owner',
  extra: Record<string, StubbedAnswer | (() => StubbedAnswer)> = {},
  overview = overviewOn(professional),
) {
  const fetchMock = stubFetch({
    ...signInAs(role),
    'GET /api/billing': { data: overview },
    ...extra,
  });
  renderWithProviders(<BillingPage />, { path: '/billing' });
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) => String(u) === url && (init?.method ?? 'GET') === method,
  );

const bar = (name: string) => screen.getByRole('progressbar', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BillingPage', () => {
  it('shows skeletons, then the plan, usage bars, payment method and history', async () => {
    renderPage();
    expect(screen.getByTestId('billing-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('current-plan-name')).toHaveTextContent('Professional');
    // In the current plan card and in its card under Available Plans.
    expect(screen.getAllByText('Professional description')).toHaveLength(2);
    expect(screen.getByText(/Renews on/)).toBeInTheDocument();

    expect(bar('Conversations this month')).toHaveAttribute('aria-valuenow', '83');
    expect(screen.getByText('2,500 / 3,000')).toBeInTheDocument();
    expect(bar('Team seats')).toHaveAttribute('aria-valuenow', '100');
    expect(bar('Knowledge base entries')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('12 / ∞')).toBeInTheDocument();
    expect(bar('Integrations')).toHaveAttribute('aria-valuenow', '10');

    expect(screen.getByTestId('payment-card')).toHaveTextContent('Visa •••• 4242');
    const rows = screen.getAllByRole('button', { name: /^Download Invoice/ });
    expect(rows.length).toBeGreaterThan(0);
    expect(screen.getAllByText('$49.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('shows a trial with no card on file and no invoices: nothing has been charged', async () => {
    const trial = plan('trial', 'Trial', 0, {
      chats: 100,
      seats: 2,
      knowledgeBase: -1,
      integrations: 10,
    });
    renderPage('owner', {}, { ...overviewOn(trial, 20), trialEndsAt: '2026-11-20T05:00:00.000Z' });
    expect(await screen.findByTestId('current-plan-name')).toHaveTextContent('Trial');
    expect(screen.getByTestId('payment-card')).toHaveTextContent('No card on file');
    expect(screen.getByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Download Invoice/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
  });

  it('bills no month before the organization signed up', async () => {
    renderPage(
      'owner',
      {},
      { ...overviewOn(professional), customerSince: new Date().toISOString() },
    );
    expect(await screen.findByTestId('current-plan-name')).toHaveTextContent('Professional');
    expect(screen.getAllByRole('button', { name: /^Download Invoice/ })).toHaveLength(1);
  });

  it('caps a bar past its limit at 100 %', async () => {
    renderPage('owner', {}, overviewOn(starter, 620));
    expect(await screen.findByText('620 / 500')).toBeInTheDocument();
    expect(bar('Conversations this month')).toHaveAttribute('aria-valuenow', '100');
  });

  it('lists the plans with limits and the Current Plan disabled', async () => {
    renderPage();
    const professionalCard = await screen.findByRole('region', { name: 'Professional plan' });
    expect(within(professionalCard).getByText('Most Popular')).toBeInTheDocument();
    expect(within(professionalCard).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    const enterpriseCard = screen.getByRole('region', { name: 'Enterprise plan' });
    expect(within(enterpriseCard).getByText('$149.00')).toBeInTheDocument();
    expect(within(enterpriseCard).getAllByText('∞')).toHaveLength(4);
    expect(
      within(enterpriseCard).getByRole('button', { name: 'Upgrade: Enterprise' }),
    ).toBeEnabled();
    const starterCard = screen.getByRole('region', { name: 'Starter plan' });
    expect(within(starterCard).getByText('50')).toBeInTheDocument();
    expect(within(starterCard).getByRole('button', { name: 'Choose Plan: Starter' })).toBeEnabled();
  });

  it('asks before changing the plan, posts it, toasts and shows the new plan', async () => {
    const user = userEvent.setup();
    let current = overviewOn(professional);
    const fetchMock = renderPage('owner', {
      'GET /api/billing': () => ({ data: current }),
      'POST /api/billing/plan': () => {
        current = overviewOn(enterprise);
        return { message: billingMessages.planChanged('Enterprise'), data: current };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Upgrade: Enterprise' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Plan Change' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to change your plan? This will take effect immediately.',
    );
    expect(calls(fetchMock, 'POST', '/api/billing/plan')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Change to Enterprise' }));

    expect(await screen.findByText('You are now on the Enterprise plan')).toBeInTheDocument();
    const [post] = calls(fetchMock, 'POST', '/api/billing/plan');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ plan_id: 'enterprise' });
    await waitFor(() =>
      expect(screen.getByTestId('current-plan-name')).toHaveTextContent('Enterprise'),
    );
    expect(bar('Team seats')).toHaveAttribute('aria-valuenow', '0');
    const enterpriseCard = screen.getByRole('region', { name: 'Enterprise plan' });
    expect(within(enterpriseCard).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/auth/organizations')).toHaveLength(2));
  });

  it('toasts the server’s refusal of a downgrade', async () => {
    const user = userEvent.setup();
    const refusal = billingMessages.overNewLimit('Starter', 'seats', 5, 2);
    renderPage('owner', { 'POST /api/billing/plan': { status: 409, message: refusal } });
    await user.click(await screen.findByRole('button', { name: 'Choose Plan: Starter' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Plan Change' });
    await user.click(within(dialog).getByRole('button', { name: 'Change to Starter' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByTestId('current-plan-name')).toHaveTextContent('Professional');
  });

  it('shows the plans without change buttons to a member who is not an owner', async () => {
    renderPage('admin');
    expect(
      await screen.findByText(/only an owner of the organization can change its plan/),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Starter plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upgrade|Choose Plan|Current Plan/ })).toBeNull();
  });

  it('validates the new card and shows it once it passes', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Update Payment Method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Payment Method' });
    const save = within(dialog).getByRole('button', { name: 'Save Card' });

    await user.click(save);
    expect(await within(dialog).findByText('Card number is required')).toBeVisible();
    expect(within(dialog).getByText('Expiry date is required')).toBeVisible();
    expect(within(dialog).getByText('CVC is required')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Card Number'), '4242 4242 4242 4241');
    await user.type(within(dialog).getByLabelText('Expiry Date'), '01/20');
    await user.type(within(dialog).getByLabelText('CVC'), '12');
    await user.click(save);
    expect(await within(dialog).findByText('Enter a valid card number')).toBeVisible();
    expect(within(dialog).getByText('This card has expired')).toBeVisible();
    expect(within(dialog).getByText('CVC must be 3 or 4 digits')).toBeVisible();

    await user.clear(within(dialog).getByLabelText('Card Number'));
    await user.type(within(dialog).getByLabelText('Card Number'), '5555 5555 5555 4444');
    await user.clear(within(dialog).getByLabelText('Expiry Date'));
    await user.type(within(dialog).getByLabelText('Expiry Date'), '12/39');
    await user.clear(within(dialog).getByLabelText('CVC'));
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(save);

    expect(await screen.findByText('Payment method updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('payment-card')).toHaveTextContent('Mastercard •••• 4444');
    expect(screen.getByText('Expires 12/2039')).toBeInTheDocument();
  });

  it('downloads a standalone HTML invoice of a history row', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderPage();
    const [first] = await screen.findAllByRole('button', { name: /^Download Invoice/ });
    await user.click(first as HTMLElement);

    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^invoice-INV-\d{6}\.html$/);
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('text/html');
    const html = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(html).toContain('<!doctype html>');
    expect(html).toContain('Lab One');
    expect(html).toContain(names[0]?.slice('invoice-'.length, -'.html'.length));
    expect(html).toContain('Professional plan — monthly subscription');
    expect(html).toContain('$49.00');
    expect(html).toContain('Paid');
  });

  it('says when billing fails to load and retries', async () => {
    const user = userEvent.setup();
    let failing = true;
    const fetchMock = renderPage('owner', {
      'GET /api/billing': () =>
        // A 4xx is not retried by the query client, so the failure shows at once.
        failing ? { status: 404, message: 'Gone' } : { data: overviewOn(professional) },
    });
    expect(await screen.findByText('Error loading billing information')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('current-plan-name')).toHaveTextContent('Professional');
    expect(calls(fetchMock, 'GET', '/api/billing').length).toBeGreaterThanOrEqual(2);
  });
});
