import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePlanInput, OperatorPlan, PlanFieldsInput } from '@concierge/shared';
import { toast } from 'sonner';
import { api, apiEnvelope } from '@/lib/api-client';

export const operatorPlansQueryKey = ['operator', 'plans'] as const;

/** GET /operator/plans: every plan, offered or not, with its subscriber count. */
export function useOperatorPlans() {
  return useQuery({
    queryKey: operatorPlansQueryKey,
    queryFn: ({ signal }) => api.get<OperatorPlan[]>('/operator/plans', { signal }),
    meta: { silent: true },
  });
}

const planPath = (id: string) => `/operator/plans/${encodeURIComponent(id)}`;

/**
 * POST /operator/plans. Silent: the package dialog shows a refusal (409, the id is taken) beside
 * the operator's input instead of a toast.
 */
export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePlanInput) =>
      apiEnvelope<OperatorPlan>('POST', '/operator/plans', input),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: operatorPlansQueryKey });
    },
    meta: { silent: true },
  });
}

/** PUT /operator/plans/:id; silent for the same reason as creating. */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: PlanFieldsInput }) =>
      apiEnvelope<OperatorPlan>('PUT', planPath(id), fields),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: operatorPlansQueryKey });
    },
    meta: { silent: true },
  });
}

/**
 * POST /operator/plans/:id/activate or /deactivate: whether Billing offers the plan. Subscribers
 * of a deactivated plan keep it. The server refuses to offer the trial plan (409, toasted).
 */
export function useSetPlanActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiEnvelope<OperatorPlan>('POST', `${planPath(id)}/${active ? 'activate' : 'deactivate'}`),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: operatorPlansQueryKey });
    },
    meta: { errorMessage: 'Failed to update the package' },
  });
}
