import { operatorMessages, type OperatorPlan, type PlanLimits } from '@concierge/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/auth-storage';
import { stubFetch, type StubbedAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { sessionFixture } from '@/test/session-fixture';
import { PackagesTab } from './packages-tab';

const plan = (
  id: string,
  name: string,
  price: number,
  limits: PlanLimits,
  extra: Partial<OperatorPlan> = {},
): OperatorPlan => ({
  id,
  name,
  description: `${name} description`,
  price,
  interval: 'month',
  features: [`${name} feature`],
  limits,
  popular: false,
  isActive: true,
  subscriberCount: 0,
  createdAt: '2026-01-05T10:30:00.000Z',
  ...extra,
});

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
  { popular: true, subscriberCount: 12 },
);
const enterprise = plan(
  'enterprise',
  'Enterprise',
  149,
  { chats: -1, seats: -1, knowledgeBase: -1, integrations: -1 },
  { isActive: false, subscriberCount: 1 },
);
const plans = [starter, professional, enterprise];

function renderTab(extra: Record<string, StubbedAnswer | (() => StubbedAnswer)> = {}) {
  storeSession(sessionFixture({ role: 'operator' }));
  const fetchMock = stubFetch({ 'GET /api/operator/plans': { data: plans }, ...extra });
  renderWithProviders(<PackagesTab />, { path: '/operator' });
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) => String(u) === url && (init?.method ?? 'GET') === method,
  );
const bodyOf = (call: Parameters<typeof fetch> | undefined) =>
  JSON.parse(String(call?.[1]?.body)) as unknown;

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('region', { name: 'Starter package' });
  await user.click(screen.getByRole('button', { name: 'Create Package' }));
  return screen.findByRole('dialog', { name: 'Create Package' });
}

async function fillGoodPackage(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const field = (label: string) => within(dialog).getByLabelText(label);
  await user.type(field('Plan id'), 'growth');
  await user.type(field('Package name'), 'Growth');
  await user.type(field('Description'), 'For growing teams');
  await user.type(field('Price (USD / month)'), '29');
  await user.type(field('Features'), 'Priority support{Enter}{Enter}  API access  ');
  await user.type(field('Chats / month'), '1000');
  await user.type(field('Seats'), '3');
  await user.type(field('Knowledge entries'), '-1');
  await user.type(field('Integrations'), '5');
  await user.click(within(dialog).getByRole('switch', { name: 'Most popular' }));
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('PackagesTab', () => {
  it('lists every plan with price, limits, state and subscribers', async () => {
    renderTab();
    expect(screen.getByRole('status', { name: 'Loading packages' })).toBeInTheDocument();
    const pro = await screen.findByRole('region', { name: 'Professional package' });
    expect(within(pro).getByText('Most Popular')).toBeInTheDocument();
    expect(within(pro).getByText('$49/month')).toBeInTheDocument();
    expect(within(pro).getByText('12 subscribers')).toBeInTheDocument();
    expect(within(pro).getByText('Active')).toBeInTheDocument();
    expect(within(pro).getByText('Professional feature')).toBeInTheDocument();
    expect(within(pro).getByText('∞')).toBeInTheDocument();
    expect(within(pro).getByText('3,000')).toBeInTheDocument();

    const ent = screen.getByRole('region', { name: 'Enterprise package' });
    expect(within(ent).getAllByText('∞')).toHaveLength(4);
    expect(within(ent).getByText('Inactive')).toBeInTheDocument();
    expect(within(ent).getByText('1 subscriber')).toBeInTheDocument();
    expect(within(ent).getByRole('button', { name: 'Activate Enterprise' })).toBeEnabled();
    expect(within(ent).queryByText('Most Popular')).toBeNull();

    const start = screen.getByRole('region', { name: 'Starter package' });
    expect(within(start).getByText('$19/month')).toBeInTheDocument();
    expect(within(start).getByText('0 subscribers')).toBeInTheDocument();
  });

  it('shows the schema’s messages for missing and bad input', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTab();
    const dialog = await openCreate(user);
    const submit = within(dialog).getByRole('button', { name: 'Create Package' });

    await user.click(submit);
    expect(await within(dialog).findByText('Package name is required')).toBeVisible();
    expect(
      within(dialog).getByText('Plan id: lower-case letters, digits, - and _, up to 64'),
    ).toBeVisible();
    expect(within(dialog).getByText('Price is a whole number of dollars')).toBeVisible();
    expect(
      within(dialog).getAllByText('Limits are whole numbers; -1 means unlimited'),
    ).toHaveLength(4);

    await user.type(within(dialog).getByLabelText('Price (USD / month)'), '-5');
    await user.type(within(dialog).getByLabelText('Seats'), '-3');
    await user.type(within(dialog).getByLabelText('Chats / month'), '1.5');
    await user.click(submit);
    expect(await within(dialog).findByText('Price cannot be negative')).toBeVisible();
    expect(
      within(dialog).getAllByText('Limits are whole numbers; -1 means unlimited'),
    ).toHaveLength(4);
    expect(within(dialog).getByLabelText('Price (USD / month)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls(fetchMock, 'POST', '/api/operator/plans')).toHaveLength(0);
  });

  it('posts a good package, toasts, closes and reloads the plans', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTab({
      'POST /api/operator/plans': { message: operatorMessages.planCreated('Growth') },
    });
    const dialog = await openCreate(user);
    await fillGoodPackage(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Package' }));

    expect(await screen.findByText('Package Growth created')).toBeInTheDocument();
    expect(bodyOf(calls(fetchMock, 'POST', '/api/operator/plans')[0])).toEqual({
      id: 'growth',
      name: 'Growth',
      description: 'For growing teams',
      price: 29,
      features: ['Priority support', 'API access'],
      limits: { chats: 1000, seats: 3, knowledgeBase: -1, integrations: 5 },
      popular: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/operator/plans')).toHaveLength(2));
  });

  it('keeps the dialog and the input when the id is taken', async () => {
    const user = userEvent.setup();
    renderTab({
      'POST /api/operator/plans': { status: 409, message: operatorMessages.planExists },
    });
    const dialog = await openCreate(user);
    await fillGoodPackage(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Package' }));

    expect(await within(dialog).findByText(operatorMessages.planExists)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Create Package' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Plan id')).toHaveValue('growth');
    expect(within(dialog).getByLabelText('Package name')).toHaveValue('Growth');
    expect(within(dialog).getByLabelText('Features')).toHaveValue(
      'Priority support\n\n  API access  ',
    );
  });

  it('edits a package with its id read-only and PUTs the fields', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTab({
      'PUT /api/operator/plans/starter': { message: operatorMessages.planSaved('Starter Plus') },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Starter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Starter' });
    expect(within(dialog).getByLabelText('Plan id')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Chats / month')).toHaveValue(500);
    const name = within(dialog).getByLabelText('Package name');
    await user.clear(name);
    await user.type(name, 'Starter Plus');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Package Starter Plus saved')).toBeInTheDocument();
    expect(bodyOf(calls(fetchMock, 'PUT', '/api/operator/plans/starter')[0])).toEqual({
      name: 'Starter Plus',
      description: 'Starter description',
      price: 19,
      features: ['Starter feature'],
      limits: { chats: 500, seats: 2, knowledgeBase: 50, integrations: 3 },
      popular: false,
    });
  });

  it('asks before deactivating, then posts /deactivate', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTab({
      'POST /api/operator/plans/professional/deactivate': {
        message: operatorMessages.planDeactivated('Professional'),
        data: { ...professional, isActive: false },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Professional' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Package' });
    expect(confirm).toHaveTextContent('no longer be offered in Billing');
    expect(confirm).toHaveTextContent('current subscribers (12) keep it');
    expect(calls(fetchMock, 'POST', '/api/operator/plans/professional/deactivate')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Package Professional is no longer offered')).toBeVisible();
    expect(calls(fetchMock, 'POST', '/api/operator/plans/professional/deactivate')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('activates at once and toasts the server’s refusal', async () => {
    const user = userEvent.setup();
    const refusal = 'The trial plan cannot be offered in Billing';
    renderTab({
      'POST /api/operator/plans/enterprise/activate': { status: 409, message: refusal },
    });
    await user.click(await screen.findByRole('button', { name: 'Activate Enterprise' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('says when the plans fail to load and retries', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderTab({
      'GET /api/operator/plans': () =>
        failing ? { status: 403, message: 'Forbidden' } : { data: plans },
    });
    expect(await screen.findByText('Error loading platform data')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Starter package' })).toBeInTheDocument();
  });
});
