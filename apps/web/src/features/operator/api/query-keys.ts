import type { TenantStatus } from '@concierge/shared';

/** The operator console's real calls. Plans and tickets keep their own keys under 'operator'. */
export const operatorKeys = {
  stats: ['operator', 'stats'] as const,
  tenants: ['operator', 'tenants'] as const,
  tenantList: (search: string, status: TenantStatus | '', page: number) =>
    ['operator', 'tenants', 'list', { search, status, page }] as const,
  tenant: (id: string | null) => ['operator', 'tenants', 'detail', id] as const,
  /** Made-up data, kept apart so a tenant change does not reload it. */
  sample: ['operator-sample'] as const,
};
