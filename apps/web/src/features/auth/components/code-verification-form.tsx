import {
  OTP_EXPIRY_SECONDS,
  OTP_LENGTH,
  OTP_RESEND_COOLDOWN_SECONDS,
  authMessages,
  type CodeTimers,
} from '@concierge/shared';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-error';
import { CodeInput } from './code-input';
import { emptyCode } from './empty-code';
import { formatMinutes, useCountdown } from './use-countdown';

interface CodeVerificationFormProps {
  submitLabel: string;
  onVerify: (otp: string) => Promise<unknown>;
  verifying: boolean;
  verifyFallback: string;
  onResend: () => Promise<CodeTimers>;
  resending: boolean;
  resendFallback: string;
  /** A failure the previous screen hands over, shown in the banner at first. */
  notice?: string | null;
}

/** The shared code screen body: six boxes, expiry and resend timers (SPEC §2, §9), a banner. */
export function CodeVerificationForm({
  submitLabel,
  onVerify,
  verifying,
  verifyFallback,
  onResend,
  resending,
  resendFallback,
  notice = null,
}: CodeVerificationFormProps) {
  const [code, setCode] = useState(emptyCode);
  const [banner, setBanner] = useState<string | null>(notice);
  const expiry = useCountdown(OTP_EXPIRY_SECONDS);
  const cooldown = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const complete = code.every((digit) => /^\d$/.test(digit)) && code.length === OTP_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    setBanner(null);
    try {
      await onVerify(code.join(''));
    } catch (error) {
      setBanner(errorMessage(error, verifyFallback));
    }
  };

  const resend = async () => {
    setBanner(null);
    try {
      const timers = await onResend();
      setCode(emptyCode());
      toast.success(authMessages.codeSentToast);
      expiry.restart(timers.expiresInSeconds || OTP_EXPIRY_SECONDS);
      cooldown.restart(timers.resendAfterSeconds || OTP_RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      setBanner(errorMessage(error, resendFallback));
      const retryAfter = (error instanceof ApiError &&
        (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds) as unknown;
      if (typeof retryAfter === 'number' && retryAfter > 0) cooldown.restart(retryAfter);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {banner && <Alert>{banner}</Alert>}
      <CodeInput
        value={code}
        onChange={(next) => {
          setCode(next);
          if (banner) setBanner(null);
        }}
        invalid={Boolean(banner)}
        disabled={verifying}
        autoFocus
      />
      <p className="text-center text-sm" aria-live="polite">
        {expiry.remaining > 0 ? (
          <span className="text-slate-500">
            Code expires in{' '}
            <span className="font-medium text-slate-700 tabular-nums">
              {formatMinutes(expiry.remaining)}
            </span>
          </span>
        ) : (
          <span className="font-medium text-red-600">Code expired. Request a new code below.</span>
        )}
      </p>
      <Button type="submit" className="w-full" size="lg" disabled={!complete} loading={verifying}>
        {submitLabel}
      </Button>
      <div className="text-center text-sm text-slate-600">
        Didn’t get the code?{' '}
        {cooldown.remaining > 0 ? (
          <span className="text-slate-500 tabular-nums">Resend code in {cooldown.remaining}s</span>
        ) : (
          <Button variant="link" size="sm" className="h-auto" onClick={resend} loading={resending}>
            Resend code
          </Button>
        )}
      </div>
    </form>
  );
}
