import { useQuery } from '@tanstack/react-query';
import type { TenantDetail } from '@concierge/shared';
import { api } from '@/lib/api-client';
import { operatorKeys } from './query-keys';

/** GET /operator/tenants/:id: the detail modal's tenant with members and invitations. */
export function useTenant(id: string | null) {
  return useQuery({
    queryKey: operatorKeys.tenant(id),
    queryFn: ({ signal }) =>
      api.get<TenantDetail>(`/operator/tenants/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    meta: { silent: true },
  });
}
