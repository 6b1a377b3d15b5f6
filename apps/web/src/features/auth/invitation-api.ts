import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  teamMessages,
  type AuthSession,
  type InvitationPreview,
  type InvitationSignupInput,
  type OrganizationSummary,
} from '@concierge/shared';
import { toast } from 'sonner';
import { api, apiEnvelope } from '@/lib/api-client';
import { clearAuthStorage } from '@/lib/auth-storage';
import { organizationsQueryKey, useOrganizations } from '@/lib/organizations';
import { useStartSession } from './api';

// The invitation page's calls, apart from api.ts: the login page imports that one.

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
    // The form shows the failure in its banner.
    meta: { silent: true },
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
