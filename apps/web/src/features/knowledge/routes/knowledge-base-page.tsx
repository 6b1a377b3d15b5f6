import type { KnowledgeSummary, ListEntriesQuery } from '@concierge/shared';
import { Globe, Plus, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { ReadOnlyNotice } from '@/components/read-only-notice';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCan } from '@/lib/permissions';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ENTRIES_PAGE_SIZE, useKnowledgeEntries } from '../api/get-knowledge-entries';
import { AddContentDialog } from '../components/add-content-dialog';
import { AddWebsiteDialog } from '../components/add-website-dialog';
import { CrawlSettingsTab } from '../components/crawl-settings-tab';
import { EntryList } from '../components/entry-list';
import { KnowledgeFilters } from '../components/knowledge-filters';
import type { SourceFilter, StatusFilter } from '../components/labels';
import { SummaryBar } from '../components/summary-bar';
import { UploadZone } from '../components/upload-zone';

type TabValue = keyof KnowledgeSummary['counts'];

const tabs: { value: TabValue; label: string }[] = [
  { value: 'all', label: 'All Content' },
  { value: 'faq', label: 'Questions & Answers' },
  { value: 'document', label: 'Files & Documents' },
  { value: 'website', label: 'Website Content' },
  { value: 'crawls', label: 'Crawl Settings' },
];

export function KnowledgeBasePage() {
  const [tab, setTab] = useState<TabValue>('all');
  const [search, setSearch] = useState('');
  const [source, setSource] = useState<SourceFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<'content' | 'website' | null>(null);
  const uploadInputRef = useRef<HTMLInputElement>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const canEdit = useCan('editContent');

  const query: ListEntriesQuery = {
    search: debouncedSearch || undefined,
    source,
    status,
    type: tab === 'crawls' ? 'all' : tab,
    page: tab === 'crawls' ? 1 : page,
    limit: ENTRIES_PAGE_SIZE,
  };
  const entries = useKnowledgeEntries(query);
  const summary = entries.data?.summary;
  const filtered = debouncedSearch !== '' || source !== 'all' || status !== 'all';

  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const clearFilters = () => {
    setSearch('');
    setSource('all');
    setStatus('all');
    setPage(1);
  };
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Knowledge Base"
        description="Questions and answers, documents and website content your bot answers from."
        actions={
          canEdit && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setDialog('website')}>
                <Globe className="size-4" aria-hidden />
                Add Website
              </Button>
              <Button onClick={() => setDialog('content')}>
                <Plus className="size-4" aria-hidden />
                Add Content
              </Button>
            </div>
          )
        }
      />

      {canEdit ? (
        <UploadZone inputRef={uploadInputRef} />
      ) : (
        <ReadOnlyNotice>your role can browse the knowledge base but not change it.</ReadOnlyNotice>
      )}

      <Tabs value={tab} onValueChange={(value) => resetPage(setTab)(value as TabValue)}>
        <TabsList aria-label="Knowledge base sections">
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
              {summary && (
                <>
                  {' '}
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                    {summary.counts[value]}
                  </span>
                </>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value }) => (
          <TabsContent key={value} value={value} className="space-y-4">
            {value === 'crawls' ? (
              <CrawlSettingsTab onAddWebsite={canEdit ? () => setDialog('website') : undefined} />
            ) : (
              <>
                <KnowledgeFilters
                  search={search}
                  onSearchChange={resetPage(setSearch)}
                  source={source}
                  onSourceChange={resetPage(setSource)}
                  status={status}
                  onStatusChange={resetPage(setStatus)}
                />
                <EntryList
                  data={entries.data}
                  isError={entries.isError}
                  isRetrying={entries.isFetching}
                  onRetry={() => void entries.refetch()}
                  filtered={filtered}
                  onClearFilters={clearFilters}
                  onPageChange={setPage}
                  emptyActions={
                    canEdit && (
                      <>
                        <Button onClick={() => setDialog('content')}>
                          <Plus className="size-4" aria-hidden />
                          Add your first content
                        </Button>
                        <Button variant="outline" onClick={() => uploadInputRef.current?.click()}>
                          <Upload className="size-4" aria-hidden />
                          Upload documents
                        </Button>
                        <Button variant="outline" onClick={() => setDialog('website')}>
                          <Globe className="size-4" aria-hidden />
                          Crawl a website
                        </Button>
                      </>
                    )
                  }
                />
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>

      {summary && <SummaryBar summary={summary} />}

      {dialog === 'content' && <AddContentDialog open onOpenChange={closeDialog} />}
      {dialog === 'website' && (
        <AddWebsiteDialog open onOpenChange={closeDialog} onAdded={() => setTab('crawls')} />
      )}
    </div>
  );
}
