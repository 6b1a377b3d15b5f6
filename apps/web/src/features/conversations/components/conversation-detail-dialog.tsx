import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format-date';
import { useConversation } from '../api/get-conversation';
import { formatTimeSince } from './format-time-since';
import { IntentBadge } from './intent-badge';
import { MessageBubble } from './message-bubble';
import { OutcomeBadge } from './outcome-badge';

interface ConversationDetailDialogProps {
  conversationId: string | null;
  onClose: () => void;
}

/** SPEC §2: intent, time since start and the message bubbles of one conversation. */
export function ConversationDetailDialog({
  conversationId,
  onClose,
}: ConversationDetailDialogProps) {
  const { data: conversation, isPending, isError } = useConversation(conversationId);
  return (
    <Dialog
      open={conversationId !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Conversation details"
      description={
        conversation
          ? `${conversation.user.username || 'Visitor'}${conversation.user.email ? ` · ${conversation.user.email}` : ''}`
          : undefined
      }
      className="max-w-2xl"
    >
      {isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading conversation">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-16 w-3/4" />
          <Skeleton className="ml-auto h-12 w-2/3" />
        </div>
      ) : isError || !conversation ? (
        <p className="text-sm text-slate-500">This conversation could not be loaded.</p>
      ) : (
        <>
          <dl className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
            <div className="flex items-center gap-2">
              <dt className="text-slate-500">Intent</dt>
              <dd>
                <IntentBadge intent={conversation.intent} />
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="text-slate-500">Outcome</dt>
              <dd>
                <OutcomeBadge outcome={conversation.outcome} />
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="text-slate-500">Started</dt>
              <dd className="text-slate-700">
                <time dateTime={conversation.startedAt} title={formatDate(conversation.startedAt)}>
                  {formatTimeSince(conversation.startedAt)}
                </time>
              </dd>
            </div>
          </dl>
          {conversation.messages.length === 0 ? (
            <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-sm text-slate-500">
              No messages in this conversation.
            </p>
          ) : (
            <ol
              aria-label="Messages"
              // The list scrolls: focusable, so a keyboard can scroll it too.
              tabIndex={0}
              className="max-h-[60vh] space-y-3 overflow-y-auto rounded-lg border border-slate-100 bg-white p-3"
            >
              {conversation.messages.map((message) => (
                <MessageBubble key={message.id} message={message} />
              ))}
            </ol>
          )}
        </>
      )}
    </Dialog>
  );
}
