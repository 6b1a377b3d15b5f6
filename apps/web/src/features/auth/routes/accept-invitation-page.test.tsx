import type { InvitationPreview } from '@concierge/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/auth-storage';
import { stubFetch, type StubbedAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { sessionFixture } from '@/test/session-fixture';
import { organizationFixture } from '@/test/sign-in-as';
import { AcceptInvitationPage } from './accept-invitation-page';

const preview: InvitationPreview = {
  organizationName: 'Clinic Two',
  email: 'grace@example.com',
  role: 'editor',
  invitedBy: 'Ada Lovelace',
  expiresAt: '2030-01-08T10:00:00.000Z',
  accountExists: false,
};

const organizations = {
  data: [
    organizationFixture({ id: 'org-1', name: 'Lab One' }),
    organizationFixture({ id: 'org-2', name: 'Clinic Two', role: 'editor' }),
  ],
};

function renderPage(answers: Record<string, StubbedAnswer | (() => StubbedAnswer)>) {
  const fetchMock = stubFetch({ 'GET /api/auth/organizations': organizations, ...answers });
  renderWithProviders(<AcceptInvitationPage />, {
    path: '/accept-invitation',
    search: '?token=tok1',
    otherPaths: ['/', '/login'],
  });
  return fetchMock;
}

describe('AcceptInvitationPage', () => {
  it('signs a new account up, stores the session, selects the organization and goes home', async () => {
    const user = userEvent.setup();
    const session = sessionFixture({ email: 'grace@example.com', role: 'editor' });
    const fetchMock = renderPage({
      'GET /api/invitations/tok1': { data: preview },
      'POST /api/invitations/tok1/signup': { message: 'Welcome to Clinic Two!', data: session },
    });
    expect(await screen.findByText(/Ada Lovelace invited you to join/)).toHaveTextContent(
      'Ada Lovelace invited you to join Clinic Two as Editor.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');

    await user.click(screen.getByRole('button', { name: 'Create Account and Join' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full Name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Create Account and Join' }));

    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
    expect(await screen.findByText('Welcome to Clinic Two!')).toBeInTheDocument();
    const signup = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/signup'));
    expect(JSON.parse(String(signup?.[1]?.body))).toEqual({
      name: 'Grace Hopper',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
    });
    expect(document.cookie).toContain('token=jwt-token');
    expect(localStorage.getItem('role')).toBe('editor');
    expect(localStorage.getItem('currentOrganizationId')).toBe('org-2');
  });

  it('asks an existing account to sign in and come back', async () => {
    renderPage({ 'GET /api/invitations/tok1': { data: { ...preview, accountExists: true } } });
    const link = await screen.findByRole('link', { name: 'Sign in to accept' });
    expect(link).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/accept-invitation?token=tok1')}`,
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('lets a signed-in account join and selects the joined organization', async () => {
    const user = userEvent.setup();
    storeSession(sessionFixture());
    renderPage({
      'GET /api/invitations/tok1': { data: { ...preview, accountExists: true } },
      'POST /api/invitations/tok1/join': {
        message: 'Welcome to Clinic Two!',
        data: { organizationId: 'org-2' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
    // (sonner's toasts outlive a test: the previous one may still show the same text)
    expect((await screen.findAllByText('Welcome to Clinic Two!')).length).toBeGreaterThan(0);
    expect(localStorage.getItem('currentOrganizationId')).toBe('org-2');
  });

  it('explains a wrong account and offers to sign out', async () => {
    const user = userEvent.setup();
    storeSession(sessionFixture());
    const message =
      'This invitation is for grace@example.com. Sign in with that email address to accept it.';
    renderPage({
      'GET /api/invitations/tok1': { data: { ...preview, accountExists: true } },
      'POST /api/invitations/tok1/join': { status: 403, message },
      'POST /api/auth/logout': { message: 'Logged out successfully!' },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await user.click(within(alert).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Landed on /login')).toBeInTheDocument();
    expect(document.cookie).not.toContain('token=');
  });

  it('says when the invitation has expired', async () => {
    renderPage({
      'GET /api/invitations/tok1': {
        status: 410,
        message: 'This invitation has expired. Ask for a new one.',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Invitation expired' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This invitation has expired. Ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('says when the invitation does not exist', async () => {
    renderPage({ 'GET /api/invitations/tok1': { status: 404, message: 'Invitation not found' } });
    expect(
      await screen.findByRole('heading', { name: 'Invitation not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is not valid.');
  });
});
