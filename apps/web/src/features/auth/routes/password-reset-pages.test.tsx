import { authMessages } from '@concierge/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyForgetPasswordPage } from './verify-forget-password-page';

const NEW_PASSWORD = 'Fresh-Start-2026!';

describe('verify reset code → set a new password', () => {
  it('carries the reset token the code answered to the reset, as it carries the e-mail', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'POST /api/auth/verify-forgot-password-otp': {
        message: authMessages.otpVerified,
        data: { email: 'ada@example.com', reset_token: 'token-from-the-code' },
      },
      'POST /api/auth/reset-password': { message: authMessages.passwordReset },
    });
    renderWithProviders(<VerifyForgetPasswordPage />, {
      path: '/verify-forget-password',
      state: { email: 'ada@example.com' },
      pages: { '/reset-password': <ResetPasswordPage /> },
      otherPaths: ['/login', '/forget-password'],
    });

    await user.click(screen.getByLabelText('Digit 1'));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await user.type(await screen.findByLabelText('New Password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm Password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Landed on /login')).toBeInTheDocument();
    const resetCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reset-password'));
    expect(JSON.parse(String(resetCall?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      reset_token: 'token-from-the-code',
    });
  });

  it('sends a visit without the reset token back to the start of the flow', async () => {
    stubFetch({});
    renderWithProviders(<ResetPasswordPage />, {
      path: '/reset-password',
      state: { email: 'ada@example.com' },
      otherPaths: ['/forget-password'],
    });
    expect(await screen.findByText('Landed on /forget-password')).toBeInTheDocument();
  });
});
