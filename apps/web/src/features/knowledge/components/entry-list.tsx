import { knowledgeMessages, type KnowledgeEntryPage } from '@concierge/shared';
import { BookOpen, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from './empty-state';
import { EntryCard } from './entry-card';
import { EntryGridSkeleton } from './entry-grid-skeleton';
import { PaginationControls } from './pagination-controls';

interface EntryListProps {
  data: KnowledgeEntryPage | undefined;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => void;
  /** Search or filters narrow the list: an empty list then reads 'No results'. */
  filtered: boolean;
  onClearFilters: () => void;
  onPageChange: (page: number) => void;
  /** The add and upload buttons of the 'No content yet' state. */
  emptyActions: ReactNode;
}

export function EntryList({
  data,
  isError,
  isRetrying,
  onRetry,
  filtered,
  onClearFilters,
  onPageChange,
  emptyActions,
}: EntryListProps) {
  if (isError && !data) {
    return (
      <LoadError message={knowledgeMessages.loadFailed} onRetry={onRetry} retrying={isRetrying} />
    );
  }
  if (!data) return <EntryGridSkeleton />;

  if (data.entries.length === 0) {
    return filtered ? (
      <EmptyState
        icon={SearchX}
        title="No results"
        description="No entries match your search and filters."
      >
        <Button variant="outline" onClick={onClearFilters}>
          Clear filters
        </Button>
      </EmptyState>
    ) : (
      <EmptyState
        icon={BookOpen}
        title="No content yet"
        description="Add questions and answers, upload documents or crawl a website to teach your bot."
      >
        {emptyActions}
      </EmptyState>
    );
  }

  return (
    <div className="space-y-4">
      <ul aria-label="Knowledge entries" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {data.entries.map((entry) => (
          <li key={entry.id} className="flex">
            <EntryCard entry={entry} />
          </li>
        ))}
      </ul>
      <PaginationControls
        page={data.pagination.page}
        totalPages={data.pagination.total_pages}
        onPageChange={onPageChange}
      />
    </div>
  );
}
