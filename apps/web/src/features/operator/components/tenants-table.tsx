import type { TenantSummary } from '@concierge/shared';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { bodyCell } from '@/components/ui/table-cells';
import { formatDate } from '@/lib/format-date';
import { formatDollars } from '../format-operator';
import { TenantActions } from './tenant-actions';
import { TenantStatusBadge } from './tenant-status-badge';

const TENANT_COLUMNS = [
  'Organization',
  'Plan',
  'Status',
  'Users',
  'Conversations',
  'Revenue',
  'Created',
  'Last Active',
  'Actions',
] as const;

interface TenantsTableProps {
  tenants: TenantSummary[];
  loading: boolean;
  busy: boolean;
  onView: (id: string) => void;
}

export function TenantsTable({ tenants, loading, busy, onView }: TenantsTableProps) {
  return (
    <DataTable caption="Tenants" columns={TENANT_COLUMNS} busy={busy}>
      {loading
        ? Array.from({ length: 5 }, (_, row) => (
            <tr key={row} data-testid="tenant-skeleton-row">
              {TENANT_COLUMNS.map((column) => (
                <td key={column} className={bodyCell}>
                  <Skeleton className="h-4 w-20" />
                </td>
              ))}
            </tr>
          ))
        : tenants.map((tenant) => (
            <tr key={tenant.id}>
              <td className={bodyCell}>
                <p className="font-medium text-slate-900">{tenant.name}</p>
                <p className="text-xs text-slate-500">
                  {tenant.owner ? `${tenant.owner.name} · ${tenant.owner.email}` : 'No owner yet'}
                </p>
              </td>
              <td className={bodyCell}>{tenant.planName}</td>
              <td className={bodyCell}>
                <TenantStatusBadge status={tenant.status} />
              </td>
              <td className={bodyCell}>{tenant.users.toLocaleString('en-US')}</td>
              <td className={bodyCell}>{tenant.conversations.toLocaleString('en-US')}</td>
              <td className={bodyCell}>{formatDollars(tenant.revenue)}/mo</td>
              {/* Dates wrap after the year when space is short, so the actions keep their room. */}
              <td className={bodyCell}>{formatDate(tenant.createdAt)}</td>
              <td className={bodyCell}>
                {tenant.lastActive ? formatDate(tenant.lastActive) : 'Never'}
              </td>
              <td className={bodyCell}>
                <div className="flex flex-wrap items-center gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`View ${tenant.name}`}
                    onClick={() => onView(tenant.id)}
                  >
                    <Eye className="size-4" aria-hidden />
                    View
                  </Button>
                  <TenantActions tenant={tenant} />
                </div>
              </td>
            </tr>
          ))}
    </DataTable>
  );
}
