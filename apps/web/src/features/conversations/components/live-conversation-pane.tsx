import { liveChatTexts } from '@concierge/shared';
import { MessagesSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/permissions';
import { useAuth } from '@/lib/use-auth';
import { LIVE_CONVERSATION_LOAD_FAILED, useLiveConversation } from '../api/get-live-conversation';
import { LiveConversationActions } from './live-conversation-actions';
import { LiveReplyBox } from './live-reply-box';
import { LiveStateBadge } from './live-state-badge';
import { LiveTimeline } from './live-timeline';
import { visitorLeftNotice } from './format-presence';
import { useNow } from './use-now';
import { VisitorPresence } from './visitor-presence';
import { VisitorTyping } from './visitor-typing';

function PaneSkeleton() {
  return (
    <div
      className="space-y-3 p-6"
      role="status"
      aria-busy="true"
      aria-label="Loading the conversation"
    >
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-6 h-12 w-2/3" />
      <Skeleton className="ml-auto h-12 w-1/2" />
      <Skeleton className="h-12 w-3/5" />
    </div>
  );
}

/** The selected conversation: who, where it stands, its timeline, and what the member may do. */
export function LiveConversationPane({ sessionId }: { sessionId: string | null }) {
  const detail = useLiveConversation(sessionId);
  const canEdit = useCan('editContent');
  const { user } = useAuth();
  const titleId = useId();
  const [takenId, setTakenId] = useState<string | null>(null);
  // "Left 3 minutes ago" moves on while the pane is open.
  const now = useNow(15_000);

  if (sessionId === null) {
    return (
      <div className="flex h-full min-h-64 flex-col items-center justify-center p-6 text-center">
        <MessagesSquare className="mb-3 size-8 text-slate-400" aria-hidden />
        <p className="text-sm text-slate-600">Select a conversation to follow it here.</p>
      </div>
    );
  }
  if (detail.isPending) return <PaneSkeleton />;
  if (detail.isError) {
    return (
      <div className="p-6">
        <LoadError
          message={errorMessage(detail.error, LIVE_CONVERSATION_LOAD_FAILED)}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      </div>
    );
  }

  const { conversation, timeline } = detail.data;
  // A viewer never answers, even one whose role changed while holding a conversation.
  const holding =
    canEdit &&
    conversation.state === 'agent' &&
    !conversation.ended &&
    user !== null &&
    conversation.agentAccountId === user.id;
  const heldByOther =
    conversation.state === 'agent' &&
    !conversation.ended &&
    conversation.agentAccountId !== user?.id;

  return (
    <section className="flex h-full flex-col" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="truncate font-semibold text-slate-900">
              {conversation.visitorName}
            </h3>
            <LiveStateBadge conversation={conversation} />
            <VisitorPresence conversation={conversation} now={now} />
          </div>
          {conversation.visitorEmail && (
            <p className="mt-0.5 truncate text-sm text-slate-600">{conversation.visitorEmail}</p>
          )}
        </div>
        <LiveConversationActions
          conversation={conversation}
          holding={holding}
          canEdit={canEdit}
          onTaken={() => setTakenId(conversation.sessionId)}
        />
      </div>
      <LiveTimeline timeline={timeline} />
      {!conversation.ended && (
        <VisitorTyping sessionId={conversation.sessionId} name={conversation.visitorName} />
      )}
      {conversation.ended ? (
        <p className="border-t border-slate-100 px-6 py-3 text-sm text-slate-600">
          {liveChatTexts.conversationEnded}
        </p>
      ) : holding ? (
        <>
          {conversation.visitorPresence === 'left' && (
            <p role="status" className="border-t border-amber-200 bg-amber-50 px-6 py-2 text-sm">
              {visitorLeftNotice(conversation.visitorName)}
            </p>
          )}
          <LiveReplyBox
            sessionId={conversation.sessionId}
            visitorName={conversation.visitorName}
            autoFocus={takenId === conversation.sessionId}
          />
        </>
      ) : heldByOther && canEdit ? (
        <p className="border-t border-slate-100 px-6 py-3 text-sm text-slate-600">
          {conversation.agentName
            ? liveChatTexts.alreadyTaken(conversation.agentName)
            : 'Another team member is handling this conversation'}
        </p>
      ) : null}
    </section>
  );
}
