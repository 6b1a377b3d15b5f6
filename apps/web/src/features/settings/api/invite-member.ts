import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamMessages, type InviteMemberInput, type TeamInvitation } from '@concierge/shared';
import { toast } from 'sonner';
import { apiEnvelope } from '@/lib/api-client';
import { organizationsQueryKey } from '@/lib/organizations';
import { teamQueryKey } from './get-team';

/** POST /team/invitations; the seats count changes too, so the organizations reload. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteMemberInput) =>
      apiEnvelope<TeamInvitation>('POST', '/team/invitations', input),
    onSuccess: ({ message }) => {
      toast.success(message || teamMessages.invitationSent);
      void queryClient.invalidateQueries({ queryKey: teamQueryKey });
      void queryClient.invalidateQueries({ queryKey: organizationsQueryKey });
    },
    meta: { errorMessage: 'Failed to send invitation' },
  });
}
