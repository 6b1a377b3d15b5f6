import { ticketReplySchema, type SupportTicketDetail } from '@concierge/shared';
import { useState, type FormEvent } from 'react';
import { LoadError } from '@/components/load-error';
import { TicketPriorityBadge, TicketStatusBadge } from '@/components/ticket-status-badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
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
          message={ticketLoadFailed}
          retrying={ticket.isFetching}
          onRetry={() => void ticket.refetch()}
        />
      ) : (
        <TicketThread ticket={ticket.data} />
      )}
    </Dialog>
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
      <ol aria-label="Messages" className="space-y-3">
        {ticket.messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              'rounded-lg border p-3',
              message.fromSupport ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white',
            )}
          >
            <p className="text-xs text-slate-500">
              <span className="font-medium text-slate-700">
                {message.fromSupport ? 'Concierge Support' : message.author || 'You'}
              </span>{' '}
              · {formatDate(message.createdAt)}
            </p>
            <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{message.body}</p>
          </li>
        ))}
      </ol>
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
      <FormField label="Your reply" error={error}>
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
