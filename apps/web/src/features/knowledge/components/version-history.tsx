import type { KnowledgeEntryVersion } from '@concierge/shared';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

interface VersionHistoryProps {
  versions: KnowledgeEntryVersion[];
  selected: number | null;
  onSelect: (version: number) => void;
}

/** Newest first; choosing a version shows its content above. */
export function VersionHistory({ versions, selected, onSelect }: VersionHistoryProps) {
  if (versions.length === 0) return <p className="text-slate-500">No earlier versions.</p>;
  return (
    <ul
      aria-label="Version history"
      className="divide-y divide-slate-100 rounded-lg border border-slate-200"
    >
      {versions.map((version) => (
        <li key={version.version}>
          <button
            type="button"
            aria-pressed={selected === version.version}
            onClick={() => onSelect(version.version)}
            className={cn(
              'flex w-full cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
              selected === version.version && 'bg-brand-50',
            )}
          >
            <span className="font-medium text-slate-900">v{version.version}</span>
            <span className="text-slate-600">{formatDate(version.createdAt)}</span>
            <span className="text-slate-600">by {version.modifiedBy}</span>
            <span className="ml-auto text-slate-500">
              {version.wordCount.toLocaleString('en-US')} words
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
