import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamMessages } from '@concierge/shared';
import { toast } from 'sonner';
import { apiEnvelope } from '@/lib/api-client';
import { organizationsQueryKey } from '@/lib/organizations';
import { teamQueryKey } from './get-team';

/** POST /team/invitations/:id/resend: a new link and a new expiry. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiEnvelope<unknown>('POST', `/team/invitations/${encodeURIComponent(id)}/resend`),
    onSuccess: ({ message }) => {
      toast.success(message || teamMessages.invitationResent);
      void queryClient.invalidateQueries({ queryKey: teamQueryKey });
    },
    meta: { errorMessage: 'Failed to resend invitation' },
  });
}

/** DELETE /team/invitations/:id: the link stops working and the seat is free again. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiEnvelope<unknown>('DELETE', `/team/invitations/${encodeURIComponent(id)}`),
    onSuccess: ({ message }) => {
      toast.success(message || teamMessages.invitationRevoked);
      void queryClient.invalidateQueries({ queryKey: teamQueryKey });
      void queryClient.invalidateQueries({ queryKey: organizationsQueryKey });
    },
    meta: { errorMessage: 'Failed to revoke invitation' },
  });
}
