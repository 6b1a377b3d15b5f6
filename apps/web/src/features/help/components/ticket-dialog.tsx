import type { SupportTicketDetail } from '@concierge/shared';
import { TicketPriorityBadge, TicketStatusBadge } from '@/components/ticket-status-badge';
import { TicketDialogFrame, TicketMessages, TicketReplyForm } from '@/components/ticket-thread';
import { formatDate } from '@/lib/format-date';
import { ticketLoadFailed, useReplyToTicket, useSupportTicket } from '../api/support-tickets';

interface TicketDialogProps {
  ticketId: string | null;
  onClose: () => void;
}

/** A ticket's messages, support's marked as such, and a reply box unless the ticket is closed. */
export function TicketDialog({ ticketId, onClose }: TicketDialogProps) {
  const ticket = useSupportTicket(ticketId);
  return (
    <TicketDialogFrame
      ticketId={ticketId}
      ticket={ticket}
      loadFailed={ticketLoadFailed}
      onClose={onClose}
    >
      {(data) => <TicketThread ticket={data} />}
    </TicketDialogFrame>
  );
}

function TicketThread({ ticket }: { ticket: SupportTicketDetail }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-500">
        <TicketStatusBadge status={ticket.status} />
        <TicketPriorityBadge priority={ticket.priority} />
        <span>Created {formatDate(ticket.createdAt)}</span>
      </div>
      <TicketMessages
        messages={ticket.messages}
        authorOf={(message) =>
          message.fromSupport ? 'Concierge Support' : message.author || 'You'
        }
      />
      {ticket.status === 'closed' ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
          This ticket is closed. Create a new ticket for anything else.
        </p>
      ) : (
        <ReplyBox ticketId={ticket.id} />
      )}
    </div>
  );
}

function ReplyBox({ ticketId }: { ticketId: string }) {
  const reply = useReplyToTicket(ticketId);
  return (
    <TicketReplyForm
      label="Your reply"
      pending={reply.isPending}
      onSend={(message, sent) => reply.mutate(message, { onSuccess: sent })}
    />
  );
}
