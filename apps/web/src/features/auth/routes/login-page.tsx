import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginInput } from '@concierge/shared';
import { loginSchema } from '@concierge/shared/auth-schemas';
import { authMessages, fallbackMessages } from '@concierge/shared/messages';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, errorMessage } from '@/lib/api-error';
import { homePath } from '@/lib/home-path';
import { storageKeys } from '@/lib/storage-keys';
import { useLogin, useResendOtp } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { safeNextPath } from '../safe-next-path';

/** The server's answer to a sign-in that needs the mailed code as well as the password. */
function asksForSignInCode(error: unknown): boolean {
  const data = error instanceof ApiError ? error.data : null;
  return typeof data === 'object' && data !== null && 'codeRequired' in data;
}

/** Why the app ended the last session (read once: a reload or a new sign-in clears it). */
function useSignInNotice(): string | null {
  const [notice] = useState(() => sessionStorage.getItem(storageKeys.signInNotice));
  useEffect(() => sessionStorage.removeItem(storageKeys.signInNotice), []);
  return notice;
}

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // e.g. the invitation page sends people here to sign in and come back.
  const next = safeNextPath(searchParams.get('next'));
  const login = useLogin();
  const resend = useResendOtp();
  const notice = useSignInNotice();
  // After repeated wrong passwords the server also asks for the code it mailed to the account.
  const [codeAsked, setCodeAsked] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  useEffect(() => {
    if (codeAsked) setFocus('otp');
  }, [codeAsked, setFocus]);

  // SPEC §8: the banner clears as soon as the user types.
  const clearBanner = () => {
    if (login.isError) login.reset();
  };

  const onSubmit = (values: LoginInput) => {
    login.mutate(values, {
      onSuccess: (session) =>
        navigate(next ?? homePath(session.role, session.onboarding), { replace: true }),
      onError: (error) => {
        if (asksForSignInCode(error)) setCodeAsked(true);
      },
    });
  };

  const unverified =
    login.error instanceof ApiError &&
    login.error.status === 403 &&
    login.error.message === authMessages.emailNotVerified;

  const verifyEmail = () => {
    const email = getValues('email').trim();
    resend.mutate(
      { email },
      {
        // The verified session then goes on to `next` as a plain login would. A failed send still
        // goes there (a code sent earlier may still be valid) and says why in the page's banner.
        onSettled: (_timers, error) => {
          const notice = error ? errorMessage(error, fallbackMessages.resendOtp) : undefined;
          navigate('/verify-email', { state: { email, next, notice } });
        },
      },
    );
  };

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to manage your chatbot."
      footer={
        <>
          Don’t have an account?{' '}
          <Link to="/signup" className="font-medium text-brand-600 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        {notice && !login.isError && <Alert>{notice}</Alert>}
        {login.isError && (
          <Alert>
            <p>{errorMessage(login.error, fallbackMessages.login)}</p>
            {unverified && (
              <Button
                variant="link"
                size="sm"
                className="h-auto text-red-700"
                onClick={verifyEmail}
                loading={resend.isPending}
              >
                Send a new code and verify my email
              </Button>
            )}
          </Alert>
        )}
        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              {...register('email', { onChange: clearBanner })}
            />
          )}
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          hint={
            <div className="mt-2 text-right">
              <Link
                to="/forget-password"
                className="text-sm font-medium text-brand-600 hover:underline"
              >
                Forgot password?
              </Link>
            </div>
          }
        >
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              {...register('password', { onChange: clearBanner })}
            />
          )}
        </FormField>
        {codeAsked && (
          <FormField
            label="Sign-in code"
            error={errors.otp?.message}
            hint={
              <p className="mt-1 text-sm text-slate-500">
                We emailed it to you; it is valid for 10 minutes. Once it has expired, sign in
                without it to get a new one.
              </p>
            }
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="123456"
                {...register('otp', {
                  onChange: clearBanner,
                  // An empty box sends no code: the server then mails a new one.
                  setValueAs: (value: string) => (value.trim() === '' ? undefined : value),
                })}
              />
            )}
          </FormField>
        )}
        <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
          Sign In
        </Button>
      </form>
    </AuthLayout>
  );
}
