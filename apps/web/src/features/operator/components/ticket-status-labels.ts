import type { TicketStatus } from '@concierge/shared';

/** The status filter's and the status select's words (SPEC §4 ticket states). */
export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: 'Open',
  'in-progress': 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};
