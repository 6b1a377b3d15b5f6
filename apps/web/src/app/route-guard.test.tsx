import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/auth-storage';
import { stubFetch } from '@/test/fetch-stub';
import { sessionFixture } from '@/test/session-fixture';
import { Providers } from './providers';
import { RouteGuard } from './route-guard';
import { routes } from './routes';

function renderApp(path: string, onboarding?: boolean, role: 'owner' | 'operator' = 'owner') {
  const session = sessionFixture({ onboarding: onboarding ?? false, role });
  if (onboarding !== undefined) storeSession(session);
  const { token: _token, ...user } = session;
  stubFetch({
    'GET /api/auth/me': { data: user },
    'GET /api/auth/organizations': {
      data: [
        {
          id: 'org-1',
          name: 'Lab One',
          plan: 'trial',
          planName: 'Trial',
          role: 'owner',
          trialEndsAt: null,
          usage: { chats: { used: 0, limit: 100 }, seats: { used: 1, limit: 2 } },
          settings: { environment: 'production', domain: '' },
        },
      ],
    },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

// Each page loads lazily, as in the app: its first load can take seconds on a busy machine.
const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('route guard (SPEC §2)', () => {
  it('sends a visitor without a token to /login', async () => {
    const router = renderApp('/settings');
    expect(await heading('Welcome back')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a user whose onboarding flag is false to /onboarding', async () => {
    const router = renderApp('/knowledgebase', false);
    expect(await heading('Onboarding Wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('treats a missing onboarding flag like false', async () => {
    storeSession(sessionFixture());
    localStorage.removeItem('onboarding');
    render(
      <MemoryRouter initialEntries={['/users']}>
        <Routes>
          <Route element={<RouteGuard />}>
            <Route path="/users" element={<p>Users page</p>} />
            <Route path="/onboarding" element={<p>Onboarding page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Onboarding page')).toBeInTheDocument();
  });

  it('sends an onboarded user from /onboarding to the dashboard', async () => {
    const router = renderApp('/onboarding', true);
    expect(await heading('Welcome back, Lab One!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets an onboarded user open a protected page', async () => {
    const router = renderApp('/settings', true);
    expect(await heading('Settings')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('sends a signed-in user away from /login', async () => {
    const router = renderApp('/login', true);
    expect(await heading('Welcome back, Lab One!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends unknown paths to /', async () => {
    const router = renderApp('/no-such-page', true);
    expect(await heading('Welcome back, Lab One!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends the operator from / and from every tenant path to the console', async () => {
    for (const path of ['/', '/users', '/settings', '/onboarding', '/no-such-page']) {
      const router = renderApp(path, true, 'operator');
      expect(await heading('SaaS Platform Management')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/operator');
      expect(screen.queryByText('Organization not found')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('sends a signed-in operator away from /login to the console', async () => {
    const router = renderApp('/login', true, 'operator');
    expect(await heading('SaaS Platform Management')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator');
  });

  it('keeps the console to the operator: a member opening /operator goes home', async () => {
    const router = renderApp('/operator', true);
    expect(await heading('Welcome back, Lab One!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends /verify-email without an email in state to /signup', async () => {
    const router = renderApp('/verify-email');
    expect(await heading('Create your account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('sends /reset-password without an email in state to /forget-password', async () => {
    const router = renderApp('/reset-password');
    expect(await heading('Forgot your password?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forget-password');
  });
});
