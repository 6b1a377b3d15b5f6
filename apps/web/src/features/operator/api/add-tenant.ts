import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddTenantInput, TenantDetail } from '@concierge/shared';
import { toast } from 'sonner';
import { apiEnvelope } from '@/lib/api-client';
import { invalidateTenants } from './invalidate-tenants';

export const ADD_TENANT_FAILED = 'Failed to add the tenant';

/**
 * POST /operator/tenants: an organization and an owner invitation. The dialog shows a refusal
 * itself; success toasts the server's message ("… An owner invitation was sent to …").
 */
export function useAddTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddTenantInput) =>
      apiEnvelope<TenantDetail>('POST', '/operator/tenants', input),
    onSuccess: ({ message }) => {
      toast.success(message);
      invalidateTenants(queryClient);
    },
    meta: { silent: true },
  });
}
