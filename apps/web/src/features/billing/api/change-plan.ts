import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingOverview, ChangePlanInput } from '@concierge/shared';
import { toast } from 'sonner';
import { apiEnvelope } from '@/lib/api-client';
import { organizationsQueryKey } from '@/lib/organizations';
import { billingQueryKey } from './get-billing';

/**
 * POST /billing/plan (owner). The answer is the new overview; the header's switcher shows the
 * plan too, so the organizations reload. A refusal (409: usage above the new limits) toasts.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePlanInput) =>
      apiEnvelope<BillingOverview>('POST', '/billing/plan', input),
    onSuccess: ({ data, message }) => {
      toast.success(message);
      queryClient.setQueryData(billingQueryKey, data);
      void queryClient.invalidateQueries({ queryKey: billingQueryKey });
      void queryClient.invalidateQueries({ queryKey: organizationsQueryKey });
    },
    meta: { errorMessage: 'Failed to change the plan' },
  });
}
