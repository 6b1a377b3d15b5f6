import { validationMessages as m } from '@concierge/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { SignupPage } from './signup-page';

function renderSignup() {
  return renderWithProviders(<SignupPage />, { path: '/signup', otherPaths: ['/verify-email'] });
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), '  Ada Lovelace ');
  await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
  await user.type(screen.getByLabelText('Organization Name'), ' Lab One ');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.type(screen.getByLabelText('Confirm Password'), 'Secret#123');
}

describe('SignupPage', () => {
  it('shows every required-field message and the toast when submitted empty', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({});
    renderSignup();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    for (const message of [
      m.fullNameRequired,
      m.emailRequired,
      m.organizationNameRequired,
      m.passwordRequired,
      m.confirmPasswordRequired,
      m.termsRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(await screen.findByText(m.signupIncomplete)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an invalid email, a short password and a mismatched confirmation', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderSignup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(m.passwordsDoNotMatchSignup)).toBeInTheDocument();
  });

  it('asks for the terms when everything else is valid', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({});
    renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(m.termsRequired)).toBeInTheDocument();
    expect(screen.queryByText(m.fullNameRequired)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed fields and opens /verify-email on success', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'POST /api/auth/signup': {
        message: 'Registration successful! Please verify your email.',
        data: { email: 'ada@example.com' },
      },
    });
    renderSignup();
    await fillValidForm(user);
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Landed on /verify-email')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      organizationName: 'Lab One',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
    });
    expect(
      await screen.findByText('Registration successful! Please verify your email.'),
    ).toBeInTheDocument();
  });

  it('shows the server message when the email is taken', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/auth/signup': {
        status: 409,
        message: 'An account with this email already exists',
      },
    });
    renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
  });
});
