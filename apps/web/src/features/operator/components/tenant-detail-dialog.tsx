import { operatorMessages, roleLabel, type TenantDetail } from '@concierge/shared';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { DataTable } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { bodyCell } from '@/components/ui/table-cells';
import { formatDate } from '@/lib/format-date';
import { useTenant } from '../api/get-tenant';
import { TenantActions } from './tenant-actions';
import { TenantStatusBadge } from './tenant-status-badge';
import { TenantUsage } from './tenant-usage';

interface TenantDetailDialogProps {
  /** The tenant shown; null while closed. */
  tenantId: string | null;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function TenantFacts({ tenant }: { tenant: TenantDetail }) {
  const facts: [string, ReactNode][] = [
    ['Status', <TenantStatusBadge key="status" status={tenant.status} />],
    ['Plan', tenant.planName],
    ['Created', formatDate(tenant.createdAt)],
    ['Trial ends', tenant.trialEndsAt ? formatDate(tenant.trialEndsAt) : '—'],
    ['Owner', tenant.owner ? `${tenant.owner.name} (${tenant.owner.email})` : 'No owner yet'],
    ['Website', tenant.website || '—'],
    ['Timezone', tenant.timezone || '—'],
    ['Knowledge entries', tenant.knowledgeEntries.toLocaleString('en-US')],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TenantBody({ tenant, onClose }: { tenant: TenantDetail; onClose: () => void }) {
  return (
    <div className="space-y-6">
      <TenantActions tenant={tenant} onDeleted={onClose} />
      <TenantFacts tenant={tenant} />
      <Section title="Usage">
        <TenantUsage usage={tenant.usage} />
      </Section>
      <Section title="Members">
        {tenant.members.length === 0 ? (
          <p className="text-sm text-slate-600">No members yet.</p>
        ) : (
          <div className="rounded-lg border border-slate-200">
            <DataTable caption="Members" columns={['Name', 'Email', 'Role', 'Last active']}>
              {tenant.members.map((member) => (
                <tr key={member.email}>
                  <td className={bodyCell}>{member.name}</td>
                  <td className={bodyCell}>{member.email}</td>
                  <td className={bodyCell}>{roleLabel(member.role)}</td>
                  <td className={bodyCell}>
                    {member.lastActive ? formatDate(member.lastActive) : 'Never'}
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </Section>
      <Section title="Pending invitations">
        {tenant.pendingInvitations.length === 0 ? (
          <p className="text-sm text-slate-600">No pending invitations.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {tenant.pendingInvitations.map((invitation) => (
              <li key={invitation.email} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="text-slate-900">
                  {invitation.email} · {roleLabel(invitation.role)}
                </span>
                <span className="text-slate-600">Expires {formatDate(invitation.expiresAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/** The tenant behind a row: facts, usage, members and invitations, with the same actions. */
export function TenantDetailDialog({ tenantId, onClose }: TenantDetailDialogProps) {
  const tenant = useTenant(tenantId);
  return (
    <Dialog
      open={tenantId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={tenant.data?.name ?? 'Tenant details'}
      className="max-h-[90vh] max-w-3xl overflow-y-auto"
    >
      {tenant.isPending && (
        <div className="space-y-3" role="status" aria-label="Loading tenant">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
      {tenant.isError && (
        <LoadError
          message={operatorMessages.loadFailed}
          retrying={tenant.isFetching}
          onRetry={() => void tenant.refetch()}
        />
      )}
      {tenant.data && <TenantBody tenant={tenant.data} onClose={onClose} />}
    </Dialog>
  );
}
