import { fallbackMessages } from '@concierge/shared';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { homePath } from '@/lib/home-path';
import { useResendOtp, useVerifyOtp } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { CodeVerificationForm } from '../components/code-verification-form';
import { useTextFromState } from '../components/use-text-from-state';
import { safeNextPath } from '../safe-next-path';

export function VerifyEmailPage() {
  const email = useTextFromState('email');
  const notice = useTextFromState('notice');
  const navigate = useNavigate();
  const { state } = useLocation();
  const nextInState = (state as { next?: unknown } | null)?.next;
  const next = safeNextPath(typeof nextInState === 'string' ? nextInState : null);
  const verify = useVerifyOtp();
  const resend = useResendOtp();

  if (!email) return <Navigate to="/signup" replace />;

  return (
    <AuthLayout
      title="Verify your email"
      description={
        <>
          We sent a 6-digit code to <span className="font-medium text-slate-800">{email}</span>.
          Enter it below to activate your account.
        </>
      }
    >
      <CodeVerificationForm
        submitLabel="Verify Email"
        onVerify={async (otp) => {
          const session = await verify.mutateAsync({ otp, email });
          navigate(next ?? homePath(session.role, session.onboarding), { replace: true });
        }}
        verifying={verify.isPending}
        verifyFallback={fallbackMessages.verifyOtp}
        onResend={() => resend.mutateAsync({ email })}
        resending={resend.isPending}
        resendFallback={fallbackMessages.resendOtp}
        notice={notice}
      />
    </AuthLayout>
  );
}
