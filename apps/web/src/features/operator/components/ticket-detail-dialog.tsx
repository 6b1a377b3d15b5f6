import {
  operatorMessages,
  TICKET_STATUSES,
  type OperatorTicketDetail,
  type TicketStatus,
} from '@concierge/shared';
import { useId } from 'react';
import { TicketPriorityBadge, TicketStatusBadge } from '@/components/ticket-status-badge';
import { TicketDialogFrame, TicketMessages, TicketReplyForm } from '@/components/ticket-thread';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { formatDate } from '@/lib/format-date';
import { useOperatorTicket, useReplyAsSupport, useSetTicketStatus } from '../api/tickets';
import { ticketStatusLabels } from './ticket-status-labels';

interface TicketDetailDialogProps {
  ticketId: string | null;
  onClose: () => void;
}

/** A ticket's conversation as support sees it: the organization, a reply box and its status. */
export function TicketDetailDialog({ ticketId, onClose }: TicketDetailDialogProps) {
  const ticket = useOperatorTicket(ticketId);
  return (
    <TicketDialogFrame
      ticketId={ticketId}
      ticket={ticket}
      loadFailed={operatorMessages.loadFailed}
      onClose={onClose}
    >
      {(data) => <TicketConversation ticket={data} />}
    </TicketDialogFrame>
  );
}

function TicketConversation({ ticket }: { ticket: OperatorTicketDetail }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1.5 text-sm text-slate-600">
          <p>
            <span className="font-medium text-slate-900">{ticket.organizationName}</span> · opened
            by {ticket.createdBy} · {formatDate(ticket.createdAt)}
          </p>
          <div className="flex flex-wrap gap-2">
            <TicketStatusBadge status={ticket.status} />
            <TicketPriorityBadge priority={ticket.priority} />
          </div>
        </div>
        <StatusSelect ticketId={ticket.id} status={ticket.status} />
      </div>
      <TicketMessages
        messages={ticket.messages}
        authorOf={(message) => message.author}
        markSupport
      />
      {ticket.status === 'closed' ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
          This ticket is closed, so it takes no more replies. Set its status to reopen it.
        </p>
      ) : (
        <SupportReply ticketId={ticket.id} />
      )}
    </div>
  );
}

function StatusSelect({ ticketId, status }: { ticketId: string; status: TicketStatus }) {
  const id = useId();
  const setStatus = useSetTicketStatus(ticketId);
  return (
    <div className="w-44">
      <Label htmlFor={id}>Status</Label>
      <Select
        id={id}
        value={status}
        disabled={setStatus.isPending}
        aria-busy={setStatus.isPending || undefined}
        onChange={(event) => setStatus.mutate(event.target.value as TicketStatus)}
      >
        {TICKET_STATUSES.map((value) => (
          <option key={value} value={value}>
            {ticketStatusLabels[value]}
          </option>
        ))}
      </Select>
    </div>
  );
}

function SupportReply({ ticketId }: { ticketId: string }) {
  const reply = useReplyAsSupport(ticketId);
  return (
    <TicketReplyForm
      label="Reply as support"
      pending={reply.isPending}
      onSend={(message, sent) => reply.mutate(message, { onSuccess: sent })}
    />
  );
}
