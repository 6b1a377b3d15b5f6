import { useQuery } from '@tanstack/react-query';
import type { BillingOverview } from '@concierge/shared';
import { api } from '@/lib/api-client';

export const billingQueryKey = ['billing'] as const;

/** GET /billing: the plan, what the organization uses of it, and the plans on offer. */
export function useBilling() {
  return useQuery({
    queryKey: billingQueryKey,
    queryFn: ({ signal }) => api.get<BillingOverview>('/billing', { signal }),
    // The page shows the failure itself, with a retry.
    meta: { silent: true },
  });
}
