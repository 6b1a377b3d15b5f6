import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { CodeInput } from './code-input';
import { CodeVerificationForm } from './code-verification-form';
import { emptyCode } from './empty-code';

function Harness() {
  const [code, setCode] = useState(emptyCode);
  return <CodeInput value={code} onChange={setCode} />;
}

const box = (n: number) => screen.getByLabelText(`Digit ${n}`) as HTMLInputElement;
const values = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join(',');

describe('CodeInput', () => {
  it('advances to the next box on each typed digit and ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('4x2');
    expect(values()).toBe('4,2,,,,');
    expect(box(3)).toHaveFocus();
  });

  it('fills the boxes with the digits of a paste, dropping everything else', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.paste('a1b2c3d4');
    expect(values()).toBe('1,2,3,4,,');
    expect(box(5)).toHaveFocus();
  });

  it('keeps only the first six digits of a longer paste', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste('12 34 56 78');
    expect(values()).toBe('1,2,3,4,5,6');
  });

  it('Backspace clears the box, then moves back and clears the previous one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1,2,,,,');
    expect(box(3)).toHaveFocus();
    await user.click(box(2));
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1,,,,,');
    expect(box(2)).toHaveFocus();
  });

  it('arrow keys move between boxes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(4)).toHaveFocus();
  });
});

describe('CodeVerificationForm', () => {
  it('enables submit only when all six digits are filled, then sends the code', async () => {
    const user = userEvent.setup();
    const onVerify = vi.fn(async () => undefined);
    renderWithProviders(
      <CodeVerificationForm
        submitLabel="Verify Email"
        onVerify={onVerify}
        verifying={false}
        verifyFallback="Failed to verify OTP"
        onResend={async () => ({ expiresInSeconds: 60, resendAfterSeconds: 60 })}
        resending={false}
        resendFallback="Failed to resend OTP"
      />,
    );
    const submit = screen.getByRole('button', { name: 'Verify Email' });
    expect(submit).toBeDisabled();
    await user.click(box(1));
    await user.keyboard('12345');
    expect(submit).toBeDisabled();
    await user.keyboard('6');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onVerify).toHaveBeenCalledWith('123456');
    expect(screen.getByText(/Code expires in/)).toHaveTextContent(/Code expires in [01]:\d\d/);
    expect(screen.getByText(/Resend code in \d+s/)).toBeInTheDocument();
  });

  it('shows the server message in a banner when the code is wrong', async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('@/lib/api-error');
    renderWithProviders(
      <CodeVerificationForm
        submitLabel="Verify Email"
        onVerify={async () => {
          throw new ApiError(400, 'Invalid verification code');
        }}
        verifying={false}
        verifyFallback="Failed to verify OTP"
        onResend={async () => ({ expiresInSeconds: 60, resendAfterSeconds: 60 })}
        resending={false}
        resendFallback="Failed to resend OTP"
      />,
    );
    await user.click(box(1));
    await user.paste('999999');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');
  });
});
