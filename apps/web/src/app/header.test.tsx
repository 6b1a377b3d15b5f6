import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/auth-storage';
import { stubFetch } from '@/test/fetch-stub';
import { sessionFixture } from '@/test/session-fixture';
import { Providers } from './providers';
import { routes } from './routes';

const organization = (id: string, name: string, plan: 'trial' | 'professional') => ({
  id,
  name,
  plan,
  planName: plan === 'trial' ? 'Trial' : 'Professional',
  role: 'owner',
  trialEndsAt: null,
  usage: { chats: { used: 0, limit: 100 }, seats: { used: 1, limit: 2 } },
  settings: { environment: 'production', domain: '' },
});

function renderAt(path: string, role: 'owner' | 'operator') {
  const session = sessionFixture({ role });
  storeSession(session);
  const { token: _token, ...user } = session;
  const fetchMock = stubFetch({
    'GET /api/auth/me': { data: user },
    'GET /api/auth/organizations': {
      data: [
        organization('o1', 'Lab One', 'professional'),
        organization('o2', 'Clinic Two', 'trial'),
      ],
    },
    'POST /api/auth/logout': { message: 'Logged out successfully!' },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, fetchMock };
}

describe('header', () => {
  it('lets an owner switch organization and remembers the choice', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAt('/', 'owner');
    await user.click(await screen.findByRole('button', { name: /Switch organization/ }));
    expect(await screen.findByRole('menuitemradio', { name: /Lab One/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    sessionStorage.setItem('usersPage', '4');
    sessionStorage.setItem('formsPage', '3');
    await user.click(screen.getByRole('menuitemradio', { name: /Clinic Two/ }));
    expect(localStorage.getItem('currentOrganizationId')).toBe('o2');
    // The list pages of the organization left behind are forgotten.
    expect(sessionStorage.getItem('usersPage')).toBeNull();
    expect(sessionStorage.getItem('formsPage')).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Clinic Two!' }),
    ).toBeInTheDocument();
    const lastCall = fetchMock.mock.calls.at(-1);
    expect(new Headers(lastCall?.[1]?.headers).get('x-organization-id')).toBe('o2');
  });

  it('signs out: calls the server, forgets the session and opens /login', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderAt('/', 'owner');
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile Settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/logout')).toBe(true);
    expect(document.cookie).not.toContain('token=');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows operators a Platform Administrator badge and only Sign out', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAt('/', 'operator');
    expect(await screen.findByText('Platform Administrator')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch organization/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Profile Settings' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('organizations'))).toBe(false);
  });
});
