import { fallbackMessages } from '@concierge/shared';
import { Link, Navigate, useNavigate } from 'react-router';
import { useForgotPassword, useVerifyForgotPasswordOtp } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { CodeVerificationForm } from '../components/code-verification-form';
import { useTextFromState } from '../components/use-text-from-state';

export function VerifyForgetPasswordPage() {
  const email = useTextFromState('email');
  const navigate = useNavigate();
  const verify = useVerifyForgotPasswordOtp();
  const resend = useForgotPassword();

  if (!email) return <Navigate to="/forget-password" replace />;

  return (
    <AuthLayout
      title="Enter your reset code"
      description={
        <>
          We sent a 6-digit code to <span className="font-medium text-slate-800">{email}</span>.
        </>
      }
      footer={
        <Link to="/login" className="font-medium text-brand-600 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <CodeVerificationForm
        submitLabel="Verify Code"
        onVerify={async (otp) => {
          const { reset_token: resetToken } = await verify.mutateAsync({ otp, email });
          navigate('/reset-password', { replace: true, state: { email, resetToken } });
        }}
        verifying={verify.isPending}
        verifyFallback={fallbackMessages.verifyOtp}
        onResend={() => resend.mutateAsync({ email })}
        resending={resend.isPending}
        resendFallback={fallbackMessages.sendResetOtp}
      />
    </AuthLayout>
  );
}
