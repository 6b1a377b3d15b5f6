import { useQuery } from '@tanstack/react-query';
import type { FormDefinition } from '@concierge/shared';
import { api } from './api-client';

/*
 * Issue 22: the organization's forms, read by several features (Bot Setup's editor, Submitted
 * Forms, the dashboard, analytics). Features do not import each other, so the query lives here.
 */

/** The editor saves under this key, and every screen that names forms reads it. */
export const formDefinitionsQueryKey = ['form-definitions'] as const;

/** GET /auth/form-definitions: the organization's forms in order. */
export function useFormDefinitions() {
  return useQuery({
    queryKey: formDefinitionsQueryKey,
    queryFn: ({ signal }) => api.get<FormDefinition[]>('/auth/form-definitions', { signal }),
    staleTime: 60_000,
    meta: { silent: true },
  });
}
