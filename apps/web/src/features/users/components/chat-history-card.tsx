import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useUserChats } from '../api/get-user-chats';
import { ChatHistorySkeleton } from './chat-history-skeleton';
import { SessionPager } from './session-pager';
import { SessionTabs } from './session-tabs';

/** SPEC §2 'Chat History': the user's sessions, ten to a page, one tab each. */
export function ChatHistoryCard({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const query = useUserChats(userId, page);
  const sessions = query.data?.sessions ?? [];
  const totalPages = Math.max(1, query.data?.pagination.total_pages ?? 1);
  const totalSessions = query.data?.pagination.total_sessions ?? 0;
  // Each page opens on its first session.
  const selected = sessions.some((session) => session._id === selectedId)
    ? (selectedId ?? '')
    : (sessions[0]?._id ?? '');

  const changePage = (next: number) => {
    setSelectedId(null);
    setPage(next);
  };

  return (
    <Card aria-labelledby="chat-history-title">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle id="chat-history-title">Chat History</CardTitle>
        {query.data && <p className="text-sm text-slate-500">Total: {totalSessions} session(s)</p>}
      </CardHeader>
      <CardContent className="space-y-6">
        {query.isPending ? (
          <ChatHistorySkeleton />
        ) : sessions.length === 0 ? (
          <div className="flex flex-col items-center py-10 text-center">
            <MessagesSquare className="mb-3 size-10 text-slate-400" aria-hidden />
            <p className="text-sm text-slate-500">No chat history found for this user.</p>
          </div>
        ) : (
          <SessionTabs
            sessions={sessions}
            page={page}
            selectedId={selected}
            onSelect={setSelectedId}
          />
        )}
        {!query.isPending && totalPages > 1 && (
          <SessionPager page={page} totalPages={totalPages} onPageChange={changePage} />
        )}
      </CardContent>
    </Card>
  );
}
