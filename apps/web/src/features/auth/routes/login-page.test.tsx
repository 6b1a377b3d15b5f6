import { authMessages, operatorMessages } from '@concierge/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadSonner } from '@/lib/toast';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { sessionFixture } from '@/test/session-fixture';
import { LoginPage } from './login-page';
import { VerifyEmailPage } from './verify-email-page';

const session = sessionFixture();

function renderLogin() {
  return renderWithProviders(<LoginPage />, { path: '/login', otherPaths: ['/', '/onboarding'] });
}

describe('LoginPage', () => {
  it('validates the fields before calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({});
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says once why the last session ended (a suspended organization)', () => {
    sessionStorage.setItem('signInNotice', operatorMessages.tenantSuspended);
    stubFetch({});
    renderLogin();
    expect(screen.getByRole('alert')).toHaveTextContent(operatorMessages.tenantSuspended);
    expect(sessionStorage.getItem('signInNotice')).toBeNull();
  });

  it('shows the server message in a banner and clears it when the user types', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/auth/login': { status: 401, message: 'Invalid email or password' } });
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stores the session (SPEC §3) and goes home when onboarding is done', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ 'POST /api/auth/login': { data: session } });
    renderLogin();
    await user.type(screen.getByLabelText('Email'), '  ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      password: 'Secret#123',
    });
    expect(document.cookie).toContain('token=jwt-token');
    expect(localStorage.getItem('onboarding')).toBe('true');
    expect(localStorage.getItem('username')).toBe('Ada Lovelace');
    expect(localStorage.getItem('role')).toBe('owner');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      email: 'ada@example.com',
    });
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  });

  it('asks for the mailed sign-in code when the server wants it, and sends it', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const fetchMock = stubFetch({
      'POST /api/auth/login': () =>
        ++calls === 1
          ? { status: 401, message: authMessages.signInCodeRequired, data: { codeRequired: true } }
          : { data: session },
    });
    renderLogin();
    expect(screen.queryByLabelText('Sign-in code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.signInCodeRequired);
    const code = screen.getByLabelText('Sign-in code');
    expect(code).toHaveFocus();
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      password: 'Secret#123',
      otp: '123456',
    });
  });

  it('goes to /onboarding when onboarding is not done', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/auth/login': { data: { ...session, onboarding: false } } });
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Landed on /onboarding')).toBeInTheDocument();
  });

  it('goes on to a same-site `next` path after signing in', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/auth/login': { data: session } });
    renderWithProviders(<LoginPage />, {
      path: '/login',
      search: `?next=${encodeURIComponent('/accept-invitation?token=tok1')}`,
      otherPaths: ['/', '/accept-invitation'],
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Landed on /accept-invitation')).toBeInTheDocument();
  });

  it('ignores a `next` that leads to another site', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/auth/login': { data: session } });
    renderWithProviders(<LoginPage />, {
      path: '/login',
      search: '?next=//evil.example',
      otherPaths: ['/', '/onboarding'],
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
  });

  it('goes to the operator console when the operator signs in', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/auth/login': { data: sessionFixture({ role: 'operator' }) } });
    renderWithProviders(<LoginPage />, { path: '/login', otherPaths: ['/', '/operator'] });
    await user.type(screen.getByLabelText('Email'), 'operator@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Landed on /operator')).toBeInTheDocument();
  });

  it('shows a failure once: in the banner, not in a toast as well', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/auth/login': { status: 401, message: 'Invalid email or password' } });
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    // A toast raised for the failure would be showing once sonner has loaded.
    await act(() => loadSonner());
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(1);
  });

  it('says on the code page why a new code could not be sent', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/auth/login': { status: 403, message: authMessages.emailNotVerified },
      'POST /api/auth/resend-otp': { status: 429, message: 'Too many attempts, try again later' },
    });
    renderWithProviders(<LoginPage />, {
      path: '/login',
      pages: { '/verify-email': <VerifyEmailPage /> },
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(
      await screen.findByRole('button', { name: 'Send a new code and verify my email' }),
    );
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts, try again later');
  });
});
