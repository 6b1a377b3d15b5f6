import { ticketReplySchema, type TicketMessage } from '@concierge/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

interface TicketDialogFrameProps<T> {
  ticketId: string | null;
  ticket: UseQueryResult<T>;
  loadFailed: string;
  onClose: () => void;
  children: (ticket: T) => ReactNode;
}

/** The dialog of one ticket, titled with its subject, with its loading and failure states. */
export function TicketDialogFrame<T extends { subject: string }>({
  ticketId,
  ticket,
  loadFailed,
  onClose,
  children,
}: TicketDialogFrameProps<T>) {
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
          message={loadFailed}
          retrying={ticket.isFetching}
          onRetry={() => void ticket.refetch()}
        />
      ) : (
        children(ticket.data)
      )}
    </Dialog>
  );
}

interface TicketMessagesProps {
  messages: TicketMessage[];
  authorOf: (message: TicketMessage) => string;
  /** Adds a "Support" badge to support's messages (the operator sees names, not sides). */
  markSupport?: boolean;
}

/** A support ticket's conversation: the member's messages on one side, support's on the other. */
export function TicketMessages({ messages, authorOf, markSupport = false }: TicketMessagesProps) {
  return (
    <ol aria-label="Messages" className="space-y-3">
      {messages.map((message) => (
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
            <span className="font-medium text-slate-700">{authorOf(message)}</span>
            {markSupport && message.fromSupport && <Badge tone="brand">Support</Badge>}
            <span>· {formatDate(message.createdAt)}</span>
          </p>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}

interface TicketReplyFormProps {
  label: string;
  pending: boolean;
  /** Sends the checked reply; `sent` empties the box once the server took it. */
  onSend: (message: string, sent: () => void) => void;
}

/** The reply box under a ticket, checked with the server's schema before it is sent. */
export function TicketReplyForm({ label, pending, onSend }: TicketReplyFormProps) {
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
    onSend(parsed.data.message, () => setMessage(''));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-slate-100 pt-4">
      <FormField label={label} error={error}>
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
        <Button type="submit" loading={pending}>
          Send Reply
        </Button>
      </div>
    </form>
  );
}
