import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiEnvelope } from '@/lib/api-client';
import { invalidateTenants } from './invalidate-tenants';
import { operatorKeys } from './query-keys';

export const DELETE_TENANT_FAILED = 'Failed to delete the tenant';

interface DeleteTenantInput {
  id: string;
  confirmName: string;
}

/**
 * DELETE /operator/tenants/:id with the name the operator typed. The dialog shows a refusal
 * (400: the name does not match) itself, so no toast for failures.
 */
export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmName }: DeleteTenantInput) =>
      apiEnvelope<null>('DELETE', `/operator/tenants/${encodeURIComponent(id)}`, {
        confirm_name: confirmName,
      }),
    onSuccess: ({ message }, { id }) => {
      toast.success(message);
      // The tenant is gone: its detail must not be fetched again (it would answer 404).
      queryClient.removeQueries({ queryKey: operatorKeys.tenant(id) });
      invalidateTenants(queryClient);
    },
    meta: { silent: true },
  });
}
