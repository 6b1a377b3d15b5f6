import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamMessages, type TeamRole } from '@concierge/shared';
import { toast } from 'sonner';
import { apiEnvelope } from '@/lib/api-client';
import { organizationsQueryKey } from '@/lib/organizations';
import { teamQueryKey } from './get-team';

/** PUT /team/members/:accountId; one's own role may change too, so the organizations reload. */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, role }: { accountId: string; role: TeamRole }) =>
      apiEnvelope<unknown>('PUT', `/team/members/${encodeURIComponent(accountId)}`, { role }),
    onSuccess: ({ message }) => {
      toast.success(message || teamMessages.roleChanged);
      void queryClient.invalidateQueries({ queryKey: teamQueryKey });
      void queryClient.invalidateQueries({ queryKey: organizationsQueryKey });
    },
    meta: { errorMessage: 'Failed to change role' },
  });
}

/** DELETE /team/members/:accountId. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) =>
      apiEnvelope<unknown>('DELETE', `/team/members/${encodeURIComponent(accountId)}`),
    onSuccess: ({ message }) => {
      toast.success(message || teamMessages.memberRemoved);
      void queryClient.invalidateQueries({ queryKey: teamQueryKey });
      void queryClient.invalidateQueries({ queryKey: organizationsQueryKey });
    },
    meta: { errorMessage: 'Failed to remove member' },
  });
}
