import { ticketPriorityLabels, type TicketPriority, type TicketStatus } from '@concierge/shared';
import { Badge } from '@/components/ui/badge';

const statusTones = {
  open: 'brand',
  'in-progress': 'warning',
  resolved: 'success',
  closed: 'neutral',
} as const satisfies Record<TicketStatus, string>;

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={statusTones[status]}>{status}</Badge>;
}

const priorityTones = {
  low: 'neutral',
  medium: 'brand',
  high: 'warning',
  urgent: 'danger',
} as const satisfies Record<TicketPriority, string>;

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  return <Badge tone={priorityTones[priority]}>{ticketPriorityLabels[priority]}</Badge>;
}
