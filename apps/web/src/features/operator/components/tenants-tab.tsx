import {
  operatorMessages,
  TENANT_STATUSES,
  TENANTS_PAGE_SIZE,
  type TenantStatus,
} from '@concierge/shared';
import { Download, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { ListCard } from '@/components/list-card';
import { LoadError } from '@/components/load-error';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useExportTenants } from '../api/export-tenants';
import { useTenants } from '../api/get-tenants';
import { tenantStatusLabels } from '../status-labels';
import { AddTenantDialog } from './add-tenant-dialog';
import { TenantDetailDialog } from './tenant-detail-dialog';
import { TenantsTable } from './tenants-table';

/** Every organization on the platform: searched and filtered on the server, 20 to a page. */
export function TenantsTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TenantStatus | ''>('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const searchTerm = useDebouncedValue(search.trim(), 300);
  const [pagedFilters, setPagedFilters] = useState(`${searchTerm}|${status}`);
  // A new search or filter starts on its first page (set while rendering: no call for the old page).
  if (pagedFilters !== `${searchTerm}|${status}`) {
    setPagedFilters(`${searchTerm}|${status}`);
    setPage(1);
  }

  const tenants = useTenants({ search: searchTerm, status, page });
  const exportTenants = useExportTenants();
  const list = tenants.data;
  const counts = list?.statusCounts;
  const allCount = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : null;
  const withCount = (label: string, count: number | null | undefined) =>
    count === null || count === undefined ? label : `${label} (${count.toLocaleString('en-US')})`;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          label="Search tenants"
          placeholder="Search tenants by name or owner email..."
          value={search}
          onChange={setSearch}
        />
        <div className="w-48">
          <Label htmlFor="tenant-status-filter">Status</Label>
          <Select
            id="tenant-status-filter"
            value={status}
            onChange={(event) => setStatus(event.target.value as TenantStatus | '')}
          >
            <option value="">{withCount('All', allCount)}</option>
            {TENANT_STATUSES.map((option) => (
              <option key={option} value={option}>
                {withCount(tenantStatusLabels[option], counts?.[option])}
              </option>
            ))}
          </Select>
        </div>
        <div className="ml-auto flex gap-2">
          <Button
            variant="outline"
            loading={exportTenants.isPending}
            onClick={() => exportTenants.mutate()}
          >
            {!exportTenants.isPending && <Download className="size-4" aria-hidden />}
            Export
          </Button>
          <Button onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden />
            Add Tenant
          </Button>
        </div>
      </div>

      {tenants.isError ? (
        <LoadError
          message={operatorMessages.loadFailed}
          retrying={tenants.isFetching}
          onRetry={() => void tenants.refetch()}
        />
      ) : (
        <ListCard
          pagination={
            list
              ? {
                  page,
                  totalPages: list.totalPages,
                  totalItems: list.total,
                  pageSize: TENANTS_PAGE_SIZE,
                  onPageChange: setPage,
                  label: 'Tenant pages',
                }
              : null
          }
        >
          {list && list.tenants.length === 0 ? (
            <div className="flex flex-col items-center px-6 py-12 text-center">
              <SearchX className="mb-3 size-10 text-slate-400" aria-hidden />
              <p className="font-semibold text-slate-900">No tenants match your search</p>
              <p className="mt-1 text-sm text-slate-500">
                Try another name or e-mail, or choose All statuses.
              </p>
            </div>
          ) : (
            <TenantsTable
              tenants={list?.tenants ?? []}
              loading={tenants.isPending}
              busy={tenants.isFetching}
              onView={setViewing}
            />
          )}
        </ListCard>
      )}

      <TenantDetailDialog tenantId={viewing} onClose={() => setViewing(null)} />
      <AddTenantDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
