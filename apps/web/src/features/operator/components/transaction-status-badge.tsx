import { Badge } from '@/components/ui/badge';
import type { TransactionStatus } from '../sample-platform';
import { transactionStatusLabels } from '../status-labels';

const tones = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  refunded: 'neutral',
} as const satisfies Record<TransactionStatus, string>;

export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  return <Badge tone={tones[status]}>{transactionStatusLabels[status]}</Badge>;
}
