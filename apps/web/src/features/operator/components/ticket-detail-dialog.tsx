import {
  operatorMessages,
  TICKET_STATUSES,
  ticketReplySchema,
  type OperatorTicketDetail,
  type TicketStatus,
} from '@concierge/shared';
import { useId, useState, type FormEvent } from 'react';
import { LoadError } from '@/components/load-error';
import { TicketPriorityBadge, TicketStatusBadge } from '@/components/ticket-status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
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
    <Dialog
      open={ticketId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={ticket.data?.subject ?? 'Support ticket'}
      className="max-h-[90vh] max-w-2xl overflow-y-auto"
    >
      {ticket.isPending ? (
        <div className="flex justify-center py-8" role="status" aria-label="Loading ticket">
          <Spinner />
        </div>
      ) : ticket.isError ? (
        <LoadError
          message={operatorMessages.loadFailed}
          retrying={ticket.isFetching}
          onRetry={() => void ticket.refetch()}
        />
      ) : (
        <TicketConversation ticket={ticket.data} />
      )}
    </Dialog>
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
      <ol aria-label="Messages" className="space-y-3">
        {ticket.messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              'rounded-lg border p-3',
              message.fromSupport
                ? 'ml-6 border-brand-200 bg-brand-50'
                : 'mr-6 border-slate-200 bg-white',
            )}
          >
            <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
              <span className="font-medium text-slate-700">{message.author}</span>
              {message.fromSupport && <Badge tone="brand">Support</Badge>}
              <span>· {formatDate(message.createdAt)}</span>
            </p>
            <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{message.body}</p>
          </li>
        ))}
      </ol>
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
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ticketReplySchema.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    reply.mutate(parsed.data.message, { onSuccess: () => setMessage('') });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-slate-100 pt-4">
      <FormField label="Reply as support" error={error}>
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" loading={reply.isPending}>
          Send Reply
        </Button>
      </div>
    </form>
  );
}
