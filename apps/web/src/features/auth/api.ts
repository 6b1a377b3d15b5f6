import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authMessages,
  fallbackMessages,
  teamMessages,
  type AuthSession,
  type CodeTimers,
  type EmailOnlyInput,
  type InvitationPreview,
  type InvitationSignupInput,
  type LoginInput,
  type OrganizationSummary,
  type ResetPasswordInput,
  type SignupRequest,
  type VerifyOtpInput,
} from '@concierge/shared';
import { toast } from 'sonner';
import { api, apiEnvelope } from '@/lib/api-client';
import { clearAuthStorage, storeSession } from '@/lib/auth-storage';
import { organizationsQueryKey, useOrganizations } from '@/lib/organizations';
import { sessionQueryOptions } from '@/lib/session-query';

/** Stores the session of a login or code verification (SPEC §3) and seeds GET /auth/me. */
function useStartSession() {
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
    meta: { errorMessage: fallbackMessages.login },
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: (input: SignupRequest) => api.post<{ email: string }>('/auth/signup', input),
    onSuccess: () => toast.success(authMessages.registered),
    meta: { errorMessage: fallbackMessages.register },
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
    meta: { errorMessage: fallbackMessages.verifyOtp },
  });
}

export function useResendOtp() {
  return useMutation({
    mutationFn: (input: EmailOnlyInput) => api.post<CodeTimers>('/auth/resend-otp', input),
    meta: { errorMessage: fallbackMessages.resendOtp },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: EmailOnlyInput) => api.post<CodeTimers>('/auth/forgot-password', input),
    meta: { errorMessage: fallbackMessages.sendResetOtp },
  });
}

export function useVerifyForgotPasswordOtp() {
  return useMutation({
    mutationFn: (input: VerifyOtpInput) =>
      api.post<{ email: string }>('/auth/verify-forgot-password-otp', input),
    onSuccess: () => toast.success(authMessages.otpVerified),
    meta: { errorMessage: fallbackMessages.verifyOtp },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api.post<null>('/auth/reset-password', input),
    onSuccess: () => toast.success(authMessages.passwordReset),
    meta: { errorMessage: fallbackMessages.resetPassword },
  });
}

/** GET /invitations/:token (public): who invites whom to what, before accepting. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitations', token],
    queryFn: ({ signal }) =>
      api.get<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`, { signal }),
    enabled: token !== '',
    // The page explains a missing or expired invitation itself.
    meta: { silent: true },
    staleTime: Infinity,
  });
}

/**
 * The organization just joined becomes the current one: the first-listed organization may be
 * another one the account already belongs to.
 */
function useSelectJoinedOrganization() {
  const queryClient = useQueryClient();
  const { selectOrganization } = useOrganizations();
  return async (match: (organization: OrganizationSummary) => boolean) => {
    const organizations = await queryClient.fetchQuery({
      queryKey: organizationsQueryKey,
      queryFn: ({ signal }) => api.get<OrganizationSummary[]>('/auth/organizations', { signal }),
      staleTime: 0,
    });
    const joined = organizations?.find(match);
    if (joined) selectOrganization(joined.id);
  };
}

/** POST /invitations/:token/signup: a new account for the invited e-mail, signed in at once. */
export function useInvitationSignup(token: string, organizationName: string) {
  const startSession = useStartSession();
  const selectJoined = useSelectJoinedOrganization();
  return useMutation({
    mutationFn: (input: InvitationSignupInput) =>
      apiEnvelope<AuthSession>('POST', `/invitations/${encodeURIComponent(token)}/signup`, input),
    onSuccess: async ({ data, message }) => {
      startSession(data);
      await selectJoined((organization) => organization.name === organizationName).catch(
        () => undefined,
      );
      toast.success(message || teamMessages.invitationAccepted(organizationName));
    },
    meta: { errorMessage: fallbackMessages.register },
  });
}

/** POST /invitations/:token/join: the signed-in account joins the organization. */
export function useJoinOrganization(token: string, organizationName: string) {
  const selectJoined = useSelectJoinedOrganization();
  return useMutation({
    mutationFn: () =>
      apiEnvelope<{ organizationId: string }>(
        'POST',
        `/invitations/${encodeURIComponent(token)}/join`,
      ),
    onSuccess: async ({ data, message }) => {
      await selectJoined((organization) => organization.id === data?.organizationId).catch(
        () => undefined,
      );
      toast.success(message || teamMessages.invitationAccepted(organizationName));
    },
    // A wrong account (403) is explained on the page, with a way to sign out.
    meta: { silent: true },
  });
}

/** Sign out from the invitation page, to sign in with the invited account. */
export function useSignOutForInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>('/auth/logout'),
    onSettled: () => {
      clearAuthStorage();
      queryClient.clear();
    },
    meta: { silent: true },
  });
}
