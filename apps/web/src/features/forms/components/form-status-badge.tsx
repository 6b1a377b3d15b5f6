import type { SubmittedForm } from '@concierge/shared';
import { Badge } from '@/components/ui/badge';
import { formStateOf } from '../form-status';

const looks = {
  open: { tone: 'warning', label: 'Open' },
  processed: { tone: 'success', label: 'Processed' },
  cancelled: { tone: 'danger', label: 'Cancelled' },
} as const;

/** Where a form stands (SPEC §4): open until processed ('True') or cancelled ('False'). */
export function FormStatusBadge({ status }: { status: SubmittedForm['status'] }) {
  const look = looks[formStateOf(status)];
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
