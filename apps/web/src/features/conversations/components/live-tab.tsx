import { Radio } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { ReadOnlyNotice } from '@/components/read-only-notice';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/permissions';
import {
  LIVE_CONVERSATIONS_LOAD_FAILED,
  useLiveConversations,
} from '../api/get-live-conversations';
import { useStaffLiveStream } from '../api/use-staff-live-stream';
import { HandoffStatsBlock } from './handoff-stats';
import { LiveConversationPane } from './live-conversation-pane';
import { LiveQueue } from './live-queue';

function QueueSkeleton() {
  return (
    <div
      className="space-y-2 p-3"
      role="status"
      aria-busy="true"
      aria-label="Loading live conversations"
    >
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-14 w-full" />
      ))}
    </div>
  );
}

/**
 * Live conversations: the queue on the left, the selected one on the right (its id in ?session=
 * so a reload keeps it). The staff stream keeps both current while the tab is open.
 */
export function LiveTab() {
  const canEdit = useCan('editContent');
  const streamStatus = useStaffLiveStream();
  const list = useLiveConversations();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('session');

  const select = (sessionId: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('session', sessionId);
        return params;
      },
      { replace: true },
    );

  const conversations = list.data ?? [];
  const open = conversations.filter((conversation) => !conversation.ended);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <HandoffStatsBlock />
        <p role="status" className="flex items-center gap-1.5 text-xs text-slate-600">
          <Radio
            className={streamStatus === 'open' ? 'size-3.5 text-emerald-600' : 'size-3.5'}
            aria-hidden
          />
          {streamStatus === 'open'
            ? 'Connected'
            : streamStatus === 'reconnecting'
              ? 'Reconnecting…'
              : 'Connecting…'}
        </p>
      </div>
      {!canEdit && (
        <ReadOnlyNotice>
          you can follow live conversations but not take or answer them.
        </ReadOnlyNotice>
      )}
      {list.isPending ? (
        <Card>
          <QueueSkeleton />
        </Card>
      ) : list.isError ? (
        <LoadError
          message={errorMessage(list.error, LIVE_CONVERSATIONS_LOAD_FAILED)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : open.length === 0 && selectedId === null ? (
        <Card className="px-6 py-12 text-center">
          <p className="font-medium text-slate-900">No live conversations right now</p>
          <p className="mt-1 text-sm text-slate-600">
            Chats appear here as visitors ask for a person or talk with the bot.
          </p>
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
          <Card aria-label="Live queue" className="p-2 py-4">
            <LiveQueue conversations={open} selectedId={selectedId} onSelect={select} />
          </Card>
          <Card className="min-w-0">
            <LiveConversationPane sessionId={selectedId} />
          </Card>
        </div>
      )}
    </div>
  );
}
