import { useQuery } from '@tanstack/react-query';
import type { OperatorPlan } from '@concierge/shared';
import { api } from '@/lib/api-client';

export const operatorPlansQueryKey = ['operator', 'plans'] as const;

/** GET /operator/plans: every plan, offered or not, with its subscriber count. */
export function useOperatorPlans() {
  return useQuery({
    queryKey: operatorPlansQueryKey,
    queryFn: ({ signal }) => api.get<OperatorPlan[]>('/operator/plans', { signal }),
    meta: { silent: true },
  });
}
