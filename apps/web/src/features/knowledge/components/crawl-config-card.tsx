import type { CrawlConfig } from '@concierge/shared';
import { Globe, Pause, Play, RefreshCw, Settings, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { useCan } from '@/lib/permissions';
import { useDeleteCrawl, useRunCrawl, useUpdateCrawl } from '../api/crawls';
import { CrawlSettingsDialog } from './crawl-settings-dialog';
import { CrawlStatusBadge } from './crawl-status-badge';
import { frequencyLabels, scopeLabels } from './labels';

/** One crawled website: an <article> named by its URL. */
export function CrawlConfigCard({ crawl }: { crawl: CrawlConfig }) {
  const urlId = useId();
  const [dialog, setDialog] = useState<'settings' | 'delete' | null>(null);
  const run = useRunCrawl();
  const pause = useUpdateCrawl();
  const remove = useDeleteCrawl();
  const canEdit = useCan('editContent');
  const paused = crawl.status === 'paused';
  const crawling = crawl.status === 'crawling';
  const percent = crawl.pagesFound > 0 ? (crawl.pagesProcessed / crawl.pagesFound) * 100 : 0;

  return (
    <article
      aria-labelledby={urlId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <Globe className="size-5 shrink-0 text-brand-600" aria-hidden />
          <a
            id={urlId}
            href={crawl.url}
            target="_blank"
            rel="noopener noreferrer"
            className="truncate font-semibold text-slate-900 hover:underline"
          >
            {crawl.url}
          </a>
          <CrawlStatusBadge status={crawl.status} />
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={crawling || paused}
              loading={run.isPending}
              onClick={() => run.mutate(crawl.id)}
            >
              <RefreshCw className="size-3.5" aria-hidden />
              Crawl now
            </Button>
            <Button
              variant="outline"
              size="sm"
              loading={pause.isPending}
              onClick={() => pause.mutate({ id: crawl.id, changes: { paused: !paused } })}
            >
              {paused ? (
                <Play className="size-3.5" aria-hidden />
              ) : (
                <Pause className="size-3.5" aria-hidden />
              )}
              {paused ? 'Resume' : 'Pause'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDialog('settings')}>
              <Settings className="size-3.5" aria-hidden />
              Settings
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-600 hover:bg-red-50 hover:text-red-700"
              onClick={() => setDialog('delete')}
            >
              <Trash2 className="size-3.5" aria-hidden />
              Delete
            </Button>
          </div>
        )}
      </div>

      {crawl.lastError && (
        // A failed crawl's reason, or why a finished one stopped early (the plan's limit).
        <p
          className={cn(
            'mt-2 text-sm',
            crawl.status === 'failed' ? 'text-red-600' : 'text-amber-700',
          )}
        >
          {crawl.lastError}
        </p>
      )}

      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <dt className="text-xs text-slate-500">Scope</dt>
          <dd className="text-slate-800">{scopeLabels[crawl.scope]}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Frequency</dt>
          <dd className="text-slate-800">{frequencyLabels[crawl.frequency]}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Pages processed</dt>
          {/* The bar sits in the <dd>: a definition list's groups may hold only terms and details. */}
          <dd className="text-slate-800">
            {crawl.pagesProcessed} / {crawl.pagesFound}
            <ProgressBar value={percent} label="Pages processed" className="mt-1" />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Last crawled</dt>
          <dd className="text-slate-800">{formatDate(crawl.lastCrawled) || 'Never'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Next crawl</dt>
          <dd className="text-slate-800">{paused ? '—' : formatDate(crawl.nextCrawl) || '—'}</dd>
        </div>
      </dl>
      {crawl.scope === 'site' && crawl.excludePatterns.length > 0 && (
        <p className="mt-3 text-xs text-slate-500">Skips: {crawl.excludePatterns.join(', ')}</p>
      )}

      {dialog === 'settings' && (
        <CrawlSettingsDialog crawl={crawl} open onOpenChange={(open) => !open && setDialog(null)} />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title="Remove this website?"
        description="Its crawled pages are deleted too."
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => remove.mutate(crawl.id, { onSuccess: () => setDialog(null) })}
      />
    </article>
  );
}
