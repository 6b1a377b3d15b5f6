import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { TicketPriorityBadge, TicketStatusBadge } from '@/components/ticket-status-badge';
import { DataTable } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { bodyCell, rowTitleButton } from '@/components/ui/table-cells';
import { formatDate } from '@/lib/format-date';
import { ticketsLoadFailed, useSupportTickets } from '../api/support-tickets';
import { TicketDialog } from './ticket-dialog';

const columns = ['Subject', 'Priority', 'Status', 'Created', 'Last reply'] as const;

/** The organization's tickets; a subject opens the conversation with support. */
export function MyTickets() {
  const tickets = useSupportTickets();
  const [openId, setOpenId] = useState<string | null>(null);

  if (tickets.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label="Loading tickets">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (tickets.isError) {
    return (
      <LoadError
        message={ticketsLoadFailed}
        retrying={tickets.isFetching}
        onRetry={() => void tickets.refetch()}
      />
    );
  }
  if (tickets.data.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
        <p className="font-medium text-slate-900">No tickets yet</p>
        <p className="mt-1 text-sm text-slate-500">
          Tickets you create under Contact Support appear here with their status.
        </p>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <DataTable caption="My Tickets" columns={columns} busy={tickets.isFetching}>
        {tickets.data.map((ticket) => (
          <tr key={ticket.id}>
            <td className={bodyCell}>
              <button type="button" onClick={() => setOpenId(ticket.id)} className={rowTitleButton}>
                {ticket.subject}
              </button>
            </td>
            <td className={bodyCell}>
              <TicketPriorityBadge priority={ticket.priority} />
            </td>
            <td className={bodyCell}>
              <TicketStatusBadge status={ticket.status} />
            </td>
            <td className={bodyCell}>{formatDate(ticket.createdAt)}</td>
            <td className={bodyCell}>{formatDate(ticket.lastReply)}</td>
          </tr>
        ))}
      </DataTable>
      <TicketDialog ticketId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
