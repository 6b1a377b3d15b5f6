import { zodResolver } from '@hookform/resolvers/zod';
import { fallbackMessages, resetPasswordSchema, type ResetPasswordInput } from '@concierge/shared';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-error';
import { useResetPassword } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { useTextFromState } from '../components/use-text-from-state';

function ResetPasswordForm({ email, resetToken }: { email: string; resetToken: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email, password: '', confirm_password: '', reset_token: resetToken },
  });
  const clearBanner = () => {
    if (reset.isError) reset.reset();
  };

  return (
    <form
      onSubmit={handleSubmit((values) =>
        reset.mutate(values, { onSuccess: () => navigate('/login', { replace: true }) }),
      )}
      noValidate
      className="space-y-5"
    >
      {reset.isError && <Alert>{errorMessage(reset.error, fallbackMessages.resetPassword)}</Alert>}
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} type="email" readOnly {...register('email')} />}
      </FormField>
      <FormField label="New Password" error={errors.password?.message}>
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="new-password"
            {...register('password', { onChange: clearBanner })}
          />
        )}
      </FormField>
      <FormField label="Confirm Password" error={errors.confirm_password?.message}>
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="new-password"
            {...register('confirm_password', { onChange: clearBanner })}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
        Reset Password
      </Button>
    </form>
  );
}

/** Reached from the verified code, which hands over the e-mail and the reset token it answered. */
export function ResetPasswordPage() {
  const email = useTextFromState('email');
  const resetToken = useTextFromState('resetToken');
  if (!email || !resetToken) return <Navigate to="/forget-password" replace />;
  return (
    <AuthLayout
      title="Set a new password"
      description="Use at least 8 characters with uppercase, lowercase, a number and a special character."
    >
      <ResetPasswordForm email={email} resetToken={resetToken} />
    </AuthLayout>
  );
}
