import { knowledgeMessages } from '@concierge/shared';
import { Globe, Plus } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCrawlConfigs } from '../api/crawls';
import { CrawlConfigCard } from './crawl-config-card';
import { EmptyState } from './empty-state';

/** Without `onAddWebsite` (a role that may not edit) the empty state offers no button. */
export function CrawlSettingsTab({ onAddWebsite }: { onAddWebsite?: () => void }) {
  const crawls = useCrawlConfigs();

  if (crawls.isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading websites">
        {[0, 1].map((key) => (
          <Skeleton key={key} className="h-32 rounded-xl" />
        ))}
      </div>
    );
  }
  if (crawls.isError) {
    return (
      <LoadError message={knowledgeMessages.loadFailed} onRetry={() => void crawls.refetch()} />
    );
  }
  if (crawls.data.length === 0) {
    return (
      <EmptyState
        icon={Globe}
        title="No websites yet"
        description="Add a website and your bot learns from its pages, kept up to date on a schedule."
      >
        {onAddWebsite && (
          <Button onClick={onAddWebsite}>
            <Plus className="size-4" aria-hidden />
            Add Website
          </Button>
        )}
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Crawled websites" className="space-y-3">
      {crawls.data.map((crawl) => (
        <li key={crawl.id}>
          <CrawlConfigCard crawl={crawl} />
        </li>
      ))}
    </ul>
  );
}
