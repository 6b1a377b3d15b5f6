import { formatBytes, type KnowledgeEntry } from '@concierge/shared';
import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { useKnowledgeEntry } from '../api/get-knowledge-entry';
import { EntryStatusBadge } from './entry-status-badge';
import { frequencyLabels, scopeLabels } from './labels';
import { TagList } from './tag-list';
import { VersionHistory } from './version-history';

interface EntryDetailDialogProps {
  entry: KnowledgeEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-28 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** Everything about one entry, with its version history (loaded on open). */
export function EntryDetailDialog({ entry: listed, open, onOpenChange }: EntryDetailDialogProps) {
  const detail = useKnowledgeEntry(open ? listed.id : null);
  const entry = detail.data ?? listed;
  const [shownVersion, setShownVersion] = useState<number | null>(null);
  const version = detail.data?.versions.find((item) => item.version === shownVersion);
  const { source } = entry;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={entry.title}
      className="max-h-[90vh] max-w-2xl overflow-y-auto"
    >
      <div className="space-y-5 text-sm">
        <div className="flex flex-wrap items-center gap-3">
          <EntryStatusBadge status={entry.status} />
          <span className="text-slate-600">v{entry.version}</span>
          <span className="text-slate-600">{entry.wordCount.toLocaleString('en-US')} words</span>
          <span className="text-slate-600">{entry.readingTime} min read</span>
        </div>

        {source.type === 'upload' && (
          <section aria-label="File information">
            <h3 className="mb-2 font-medium text-slate-900">File</h3>
            <dl className="space-y-1">
              <InfoRow label="Name">{source.fileName ?? '—'}</InfoRow>
              <InfoRow label="Size">
                {source.fileSize === null ? '—' : formatBytes(source.fileSize)}
              </InfoRow>
            </dl>
          </section>
        )}
        {source.type === 'crawl' && (
          <section aria-label="Website information">
            <h3 className="mb-2 font-medium text-slate-900">Website</h3>
            <dl className="space-y-1">
              <InfoRow label="URL">
                {source.url ? (
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-600 hover:underline"
                  >
                    {source.url}
                  </a>
                ) : (
                  '—'
                )}
              </InfoRow>
              <InfoRow label="Last crawled">{formatDate(source.lastCrawled) || 'Never'}</InfoRow>
              <InfoRow label="Frequency">
                {source.crawlFrequency ? frequencyLabels[source.crawlFrequency] : '—'}
              </InfoRow>
              <InfoRow label="Scope">
                {source.crawlScope ? scopeLabels[source.crawlScope] : '—'}
              </InfoRow>
            </dl>
          </section>
        )}

        {entry.status === 'failed' && entry.failureReason && (
          <p className="text-red-600">{entry.failureReason}</p>
        )}

        <section aria-label="Content">
          <div className="mb-2 flex items-center justify-between">
            <h3 className="font-medium text-slate-900">
              {version ? `Content of version ${version.version}` : 'Content'}
            </h3>
            {version && (
              <button
                type="button"
                onClick={() => setShownVersion(null)}
                className="cursor-pointer text-brand-600 hover:underline"
              >
                Show current
              </button>
            )}
          </div>
          <div
            tabIndex={0}
            className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 break-words whitespace-pre-wrap text-slate-700"
          >
            {version ? version.content : entry.content}
          </div>
        </section>

        {entry.tags.length > 0 && (
          <section>
            <h3 className="mb-2 font-medium text-slate-900">Keywords</h3>
            <TagList tags={entry.tags} label="Keywords" />
          </section>
        )}

        <p className="text-xs text-slate-500">
          Last modified by {entry.modifiedBy} on {formatDate(entry.lastModified)}
        </p>

        <section>
          <h3 className="mb-2 font-medium text-slate-900">Version history</h3>
          {detail.isPending ? (
            <Spinner label="Loading versions" />
          ) : (
            <VersionHistory
              versions={detail.data?.versions ?? []}
              selected={shownVersion}
              onSelect={setShownVersion}
            />
          )}
        </section>
      </div>
    </Dialog>
  );
}
