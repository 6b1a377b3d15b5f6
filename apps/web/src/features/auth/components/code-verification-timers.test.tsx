import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { CodeVerificationForm } from './code-verification-form';

const box = (n: number) => screen.getByLabelText(`Digit ${n}`) as HTMLInputElement;

describe('CodeVerificationForm timers (SPEC §2: 60 s expiry, 60 s resend cooldown)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down, offers Resend after 60 s, and a resend clears the boxes and restarts both', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onResend = vi.fn(async () => ({ expiresInSeconds: 60, resendAfterSeconds: 60 }));
    renderWithProviders(
      <CodeVerificationForm
        submitLabel="Verify Email"
        onVerify={async () => undefined}
        verifying={false}
        verifyFallback="Failed to verify OTP"
        onResend={onResend}
        resending={false}
        resendFallback="Failed to resend OTP"
      />,
    );
    expect(screen.getByText(/Resend code in 60s/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();

    await user.click(box(1));
    await user.keyboard('123');
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByText(/Code expires in/)).toHaveTextContent('Code expires in 0:30');

    act(() => {
      vi.advanceTimersByTime(31_000);
    });
    expect(screen.getByText('Code expired. Request a new code below.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Verification code sent successfully!')).toBeInTheDocument();
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('')).toBe('');
    expect(screen.getByText(/Code expires in/)).toHaveTextContent('Code expires in 1:00');
    expect(screen.getByText(/Resend code in 60s/)).toBeInTheDocument();
  });
});
