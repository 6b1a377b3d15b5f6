import type { KnowledgeEntry } from '@concierge/shared';
import { Copy, Download, MoreHorizontal, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useCan } from '@/lib/permissions';
import {
  useDeleteEntry,
  useDownloadOriginal,
  useDuplicateEntry,
  useReprocessEntry,
} from '../api/entry-actions';

/**
 * The '…' menu of a card: Download Original (uploads only), Reprocess, Duplicate, Delete; the
 * last three need editContent, and with nothing to offer there is no menu.
 */
export function EntryActionsMenu({ entry }: { entry: KnowledgeEntry }) {
  const [confirming, setConfirming] = useState(false);
  const download = useDownloadOriginal();
  const reprocess = useReprocessEntry();
  const duplicate = useDuplicateEntry();
  const remove = useDeleteEntry();
  const canEdit = useCan('editContent');
  const canDownload = entry.source.type === 'upload';
  if (!canEdit && !canDownload) return null;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`More actions for ${entry.title}`}
          className="cursor-pointer rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <MoreHorizontal className="size-5" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {canDownload && (
            <DropdownMenuItem onSelect={() => download.mutate(entry)}>
              <Download className="size-4" aria-hidden />
              Download Original
            </DropdownMenuItem>
          )}
          {canEdit && (
            <>
              <DropdownMenuItem onSelect={() => reprocess.mutate(entry)}>
                <RefreshCw className="size-4" aria-hidden />
                Reprocess Content
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => duplicate.mutate(entry)}>
                <Copy className="size-4" aria-hidden />
                Duplicate
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem tone="danger" onSelect={() => setConfirming(true)}>
                <Trash2 className="size-4" aria-hidden />
                Delete
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this entry?"
        description={entry.title}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => remove.mutate(entry, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}
