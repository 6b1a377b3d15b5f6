import { TENANT_STATUSES, type TenantStatus } from '@concierge/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TenantStatusBadge } from './tenant-status-badge';

/** How many tenants are in each SPEC §4 state. */
export function TenantsByStatus({ counts }: { counts: Record<TenantStatus, number> }) {
  return (
    <Card aria-labelledby="tenants-by-status-title">
      <CardHeader>
        <CardTitle id="tenants-by-status-title">Tenants by status</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100">
          {TENANT_STATUSES.map((status) => (
            <li key={status} className="flex items-center justify-between py-2.5">
              <TenantStatusBadge status={status} />
              <span className="font-semibold text-slate-900">
                {counts[status].toLocaleString('en-US')}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
