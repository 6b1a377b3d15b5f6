import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TenantList, TenantStatus } from '@concierge/shared';
import { api } from '@/lib/api-client';
import { operatorKeys } from './query-keys';

interface TenantFilters {
  search: string;
  /** '' for every status. */
  status: TenantStatus | '';
  page: number;
}

/** GET /operator/tenants: one page of 20, searched by name or owner e-mail on the server. */
export function useTenants({ search, status, page }: TenantFilters) {
  return useQuery({
    queryKey: operatorKeys.tenantList(search, status, page),
    queryFn: ({ signal }) =>
      api.get<TenantList>('/operator/tenants', {
        signal,
        query: { search: search || undefined, status: status || undefined, page },
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
