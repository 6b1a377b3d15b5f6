import { useQuery } from '@tanstack/react-query';
import type { FormTemplateSummary } from '@concierge/shared';
import { api } from '@/lib/api-client';

export const formTemplatesQueryKey = ['form-templates'] as const;

/** GET /auth/form-templates: each onboarding industry and the names of its forms. */
export function useFormTemplates() {
  return useQuery({
    queryKey: formTemplatesQueryKey,
    queryFn: ({ signal }) => api.get<FormTemplateSummary[]>('/auth/form-templates', { signal }),
    // The templates ship with the server: they do not change while the page is open.
    staleTime: Infinity,
    meta: { silent: true },
  });
}
