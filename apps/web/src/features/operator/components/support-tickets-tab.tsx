import { operatorMessages, TICKET_STATUSES, type TicketStatus } from '@concierge/shared';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { TicketPriorityBadge, TicketStatusBadge } from '@/components/ticket-status-badge';
import { DataTable } from '@/components/ui/data-table';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { bodyCell, rowTitleButton } from '@/components/ui/table-cells';
import { formatAgo, formatDate } from '@/lib/format-date';
import { useOperatorTickets } from '../api/tickets';
import { TicketDetailDialog } from './ticket-detail-dialog';
import { ticketStatusLabels } from './ticket-status-labels';

const columns = [
  'Subject',
  'Organization',
  'Priority',
  'Status',
  'Created',
  'Last reply',
  'Messages',
] as const;

/** Every tenant's support tickets, newest activity first; a subject opens the conversation. */
export function SupportTicketsTab() {
  const [status, setStatus] = useState<TicketStatus | undefined>(undefined);
  const tickets = useOperatorTickets(status);
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <section aria-labelledby="support-tickets-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="support-tickets-title" className="text-lg font-semibold text-slate-900">
            Support Tickets
          </h2>
          <p className="text-sm text-slate-500">
            Tickets from every organization; the list refreshes every 30 seconds.
          </p>
        </div>
        <div className="w-48">
          <Label htmlFor="ticket-status-filter">Filter by status</Label>
          <Select
            id="ticket-status-filter"
            value={status ?? ''}
            onChange={(event) =>
              setStatus(
                event.target.value === '' ? undefined : (event.target.value as TicketStatus),
              )
            }
          >
            <option value="">All</option>
            {TICKET_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ticketStatusLabels[value]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {tickets.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading tickets">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-12 w-full" />
          ))}
        </div>
      ) : tickets.isError ? (
        <LoadError
          message={operatorMessages.loadFailed}
          retrying={tickets.isFetching}
          onRetry={() => void tickets.refetch()}
        />
      ) : tickets.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
          <p className="font-medium text-slate-900">No support tickets</p>
          <p className="mt-1 text-sm text-slate-500">
            {status
              ? `No ticket is ${ticketStatusLabels[status].toLowerCase()}.`
              : 'Tickets that organizations create under Help appear here.'}
          </p>
        </div>
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <DataTable caption="Support tickets" columns={columns} busy={tickets.isFetching}>
            {tickets.data.map((ticket) => (
              <tr key={ticket.id}>
                <td className={bodyCell}>
                  <button
                    type="button"
                    onClick={() => setOpenId(ticket.id)}
                    className={rowTitleButton}
                  >
                    {ticket.subject}
                  </button>
                </td>
                <td className={bodyCell}>{ticket.organizationName}</td>
                <td className={bodyCell}>
                  <TicketPriorityBadge priority={ticket.priority} />
                </td>
                <td className={bodyCell}>
                  <TicketStatusBadge status={ticket.status} />
                </td>
                <td className={bodyCell}>{formatDate(ticket.createdAt)}</td>
                <td className={bodyCell}>
                  <time dateTime={ticket.lastReply} title={formatDate(ticket.lastReply)}>
                    {formatAgo(ticket.lastReply)}
                  </time>
                </td>
                <td className={bodyCell}>{ticket.messageCount}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <TicketDetailDialog ticketId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
