import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AuthSession,
  CodeTimers,
  EmailOnlyInput,
  LoginInput,
  ResetCodeVerified,
  ResetPasswordInput,
  SignupRequest,
  VerifyOtpInput,
} from '@concierge/shared';
// The login page's modules import values from the shared package's own modules, not from its
// index: the index would bring every shared module, and classic zod, onto the login page
// (docs/decisions/013-login-page-javascript.md).
import { authMessages } from '@concierge/shared/messages';
import { api } from '@/lib/api-client';
import { storeSession } from '@/lib/auth-storage';
import { sessionQueryOptions } from '@/lib/session-query';
import { toast } from '@/lib/toast';

/**
 * The auth screens show a failure in their red banner (SPEC §8), with the SPEC fallback when the
 * server sent no message; a toast would say it a second time.
 */
const BANNER_ONLY = { silent: true } as const;

/** Stores the session of a login or code verification (SPEC §3) and seeds GET /auth/me. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (session: AuthSession) => {
    storeSession(session);
    const { token: _token, ...user } = session;
    queryClient.setQueryData(sessionQueryOptions.queryKey, user);
  };
}

export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<AuthSession>('/auth/login', input),
    onSuccess: (session) => {
      startSession(session);
      toast.success(authMessages.loggedIn);
    },
    meta: BANNER_ONLY,
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: (input: SignupRequest) => api.post<{ email: string }>('/auth/signup', input),
    onSuccess: () => toast.success(authMessages.registered),
    meta: BANNER_ONLY,
  });
}

export function useVerifyOtp() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: VerifyOtpInput) => api.post<AuthSession>('/auth/verify-otp', input),
    onSuccess: (session) => {
      startSession(session);
      toast.success(authMessages.otpVerified);
    },
    meta: BANNER_ONLY,
  });
}

export function useResendOtp() {
  return useMutation({
    mutationFn: (input: EmailOnlyInput) => api.post<CodeTimers>('/auth/resend-otp', input),
    meta: BANNER_ONLY,
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: EmailOnlyInput) => api.post<CodeTimers>('/auth/forgot-password', input),
    meta: BANNER_ONLY,
  });
}

export function useVerifyForgotPasswordOtp() {
  return useMutation({
    mutationFn: (input: VerifyOtpInput) =>
      api.post<ResetCodeVerified>('/auth/verify-forgot-password-otp', input),
    onSuccess: () => toast.success(authMessages.otpVerified),
    meta: BANNER_ONLY,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api.post<null>('/auth/reset-password', input),
    onSuccess: () => toast.success(authMessages.passwordReset),
    meta: BANNER_ONLY,
  });
}
