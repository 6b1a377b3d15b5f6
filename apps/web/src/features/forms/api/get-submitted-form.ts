import { useQuery } from '@tanstack/react-query';
import type { SubmittedForm } from '@concierge/shared';
import { api } from '@/lib/api-client';
import { formKeys } from './query-keys';

/**
 * GET /user/get_submitted_forms/:id: one form a link names (a notification) that is not on the
 * page in view. A 404 toasts the server's 'Form not found'.
 */
export function useSubmittedForm(id: string | null) {
  return useQuery({
    queryKey: formKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<SubmittedForm>(`/user/get_submitted_forms/${encodeURIComponent(id ?? '')}`, {
        signal,
      }),
    enabled: id !== null,
  });
}
