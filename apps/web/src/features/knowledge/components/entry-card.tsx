import { formatBytes, type KnowledgeEntry } from '@concierge/shared';
import { ExternalLink, FileText, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { useCan } from '@/lib/permissions';
import { EditEntryDialog } from './edit-entry-dialog';
import { EntryActionsMenu } from './entry-actions-menu';
import { EntryDetailDialog } from './entry-detail-dialog';
import { EntryStatusBadge } from './entry-status-badge';
import { sourceLabels } from './labels';
import { TagList } from './tag-list';

interface EntryCardProps {
  entry: KnowledgeEntry;
}

/** One knowledge entry: an <article> named by its title, with its status badge inside. */
export function EntryCard({ entry }: EntryCardProps) {
  const titleId = useId();
  const [dialog, setDialog] = useState<'details' | 'edit' | null>(null);
  const canEdit = useCan('editContent');
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const { source } = entry;

  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {sourceLabels[source.type]}
          </span>
          <EntryStatusBadge status={entry.status} />
        </div>
        <EntryActionsMenu entry={entry} />
      </div>

      <h3 id={titleId} className="line-clamp-2 font-semibold break-words text-slate-900">
        {entry.title}
      </h3>
      <p className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-line text-slate-600">
        {previewText(entry.content)}
      </p>

      {entry.status === 'failed' && entry.failureReason && (
        <p className="mt-2 text-sm text-red-600">{entry.failureReason}</p>
      )}

      {source.fileName && (
        <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-500">
          <FileText className="size-3.5 shrink-0" aria-hidden />
          <span className="truncate">{source.fileName}</span>
          {source.fileSize !== null && <span>({formatBytes(source.fileSize)})</span>}
        </p>
      )}
      {source.type === 'crawl' && source.url && (
        <a
          href={source.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 flex items-center gap-1.5 text-xs text-brand-600 hover:underline"
        >
          <ExternalLink className="size-3.5 shrink-0" aria-hidden />
          <span className="truncate">{source.url}</span>
        </a>
      )}

      <TagList tags={entry.tags} className="mt-3" />

      <dl className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
        <div>
          <dt className="sr-only">Version</dt>
          <dd>v{entry.version}</dd>
        </div>
        <div>
          <dt className="sr-only">Words</dt>
          <dd>{entry.wordCount.toLocaleString('en-US')} words</dd>
        </div>
        <div>
          <dt className="sr-only">Reading time</dt>
          <dd>{entry.readingTime} min read</dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-slate-500">
        by {entry.modifiedBy} ·{' '}
        <time dateTime={entry.lastModified}>{formatDate(entry.lastModified)}</time>
      </p>

      <div className="mt-auto flex gap-2 pt-4">
        <Button variant="outline" size="sm" className="flex-1" onClick={() => setDialog('details')}>
          View details
        </Button>
        {canEdit && (
          <Button variant="ghost" size="sm" onClick={() => setDialog('edit')}>
            <Pencil className="size-3.5" aria-hidden />
            Edit
          </Button>
        )}
      </div>

      {dialog === 'details' && <EntryDetailDialog entry={entry} open onOpenChange={closeDialog} />}
      {dialog === 'edit' && <EditEntryDialog entry={entry} open onOpenChange={closeDialog} />}
    </article>
  );
}

/** The card shows prose: heading markers of the text convention ('# ') are dropped. */
function previewText(content: string): string {
  return content.replace(/^#{1,6}\s+/gm, '');
}
