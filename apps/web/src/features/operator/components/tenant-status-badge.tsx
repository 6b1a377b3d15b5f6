import type { TenantStatus } from '@concierge/shared';
import { Badge } from '@/components/ui/badge';
import { tenantStatusLabels } from '../status-labels';

/** SPEC §4: active green, trial blue, suspended red, cancelled grey. */
const tones = {
  active: 'success',
  trial: 'brand', // drawn blue below
  suspended: 'danger',
  cancelled: 'neutral',
} as const satisfies Record<TenantStatus, string>;

export function TenantStatusBadge({ status }: { status: TenantStatus }) {
  return (
    <Badge
      tone={tones[status]}
      className={status === 'trial' ? 'bg-blue-100 text-blue-800' : undefined}
    >
      {tenantStatusLabels[status]}
    </Badge>
  );
}
