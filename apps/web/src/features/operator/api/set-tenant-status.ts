import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TenantSummary } from '@concierge/shared';
import { toast } from 'sonner';
import { apiEnvelope } from '@/lib/api-client';
import { invalidateTenants } from './invalidate-tenants';

type StatusAction = 'suspend' | 'activate';

const failures: Record<StatusAction, string> = {
  suspend: 'Failed to suspend the tenant',
  activate: 'Failed to activate the tenant',
};

/** POST /operator/tenants/:id/suspend or /activate; the server's message is toasted. */
export function useSetTenantStatus(action: StatusAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiEnvelope<TenantSummary>('POST', `/operator/tenants/${encodeURIComponent(id)}/${action}`),
    onSuccess: ({ message }) => {
      toast.success(message);
      invalidateTenants(queryClient);
    },
    meta: { errorMessage: failures[action] },
  });
}
