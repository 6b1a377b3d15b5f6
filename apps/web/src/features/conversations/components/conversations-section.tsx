import { PAGE_SIZE, type AnalyticsRange } from '@concierge/shared';
import { MessagesSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { conversationQuery, useConversations, type OutcomeFilter } from '../api/get-conversations';
import { ConversationDetailDialog } from './conversation-detail-dialog';
import { ConversationFilters } from './conversation-filters';
import { ConversationTable } from './conversation-table';
import { ExportButton } from './export-button';

/** The range's conversations: outcome filter and search on the server, paged, each openable. */
export function ConversationsSection({ days }: { days: AnalyticsRange }) {
  const [outcome, setOutcome] = useState<OutcomeFilter>('all');
  const [search, setSearch] = useState('');
  const [pageState, setPageState] = useState({ page: 1, key: '' });
  const [openId, setOpenId] = useState<string | null>(null);
  const titleId = useId();
  const debouncedSearch = useDebouncedValue(search.trim(), 300);

  // A new range, outcome or search starts again at page 1.
  const filterKey = `${days}|${outcome}|${debouncedSearch}`;
  const page = pageState.key === filterKey ? pageState.page : 1;
  const setPage = (next: number) => setPageState({ page: next, key: filterKey });

  const filters = { days, outcome, search: debouncedSearch };
  const list = useConversations({ ...filters, page });
  const conversations = list.data?.conversations ?? [];
  const pagination = list.data?.pagination ?? { total_pages: 1, total_conversations: 0 };
  const filtered = outcome !== 'all' || debouncedSearch !== '';
  const exportQuery = new URLSearchParams();
  for (const [key, value] of Object.entries(conversationQuery(filters))) {
    if (value !== undefined) exportQuery.set(key, String(value));
  }

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle id={titleId}>Conversations</CardTitle>
          <p className="mt-1 text-sm text-slate-500">Every chat of the last {days} days.</p>
        </div>
        <ExportButton
          path={`/conversations/export?${exportQuery.toString()}`}
          fileName={`conversations-${days}d.csv`}
          label="Export conversations"
        />
      </CardHeader>
      <CardContent className="space-y-4">
        <ConversationFilters
          outcome={outcome}
          onOutcomeChange={setOutcome}
          search={search}
          onSearchChange={setSearch}
        />
        {list.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading conversations">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-12 w-full" />
            ))}
          </div>
        ) : conversations.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center">
            <MessagesSquare className="mb-3 size-8 text-slate-300" aria-hidden />
            <p className="font-medium text-slate-900">
              {list.isError
                ? 'Conversations could not be loaded'
                : filtered
                  ? 'No conversations match these filters'
                  : 'No conversations in this period'}
            </p>
          </div>
        ) : (
          <div
            className="overflow-hidden rounded-lg border border-slate-200"
            aria-busy={list.isFetching || undefined}
          >
            <ConversationTable conversations={conversations} onOpen={setOpenId} />
          </div>
        )}
        {!list.isPending && pagination.total_conversations > 0 && (
          <Pagination
            label="Conversations pages"
            page={page}
            totalPages={pagination.total_pages}
            totalItems={pagination.total_conversations}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
          />
        )}
      </CardContent>
      <ConversationDetailDialog conversationId={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
