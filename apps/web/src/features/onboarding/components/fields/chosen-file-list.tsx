import { formatBytes } from '@concierge/shared';
import { FileText, X } from 'lucide-react';

interface ChosenFileListProps {
  names: string[];
  files: File[];
  onRemove: (name: string) => void;
}

/**
 * The chosen files with their sizes. A name without its file was chosen before a reload: the
 * browser cannot keep files, so it asks for them again.
 */
export function ChosenFileList({ names, files, onRemove }: ChosenFileListProps) {
  if (names.length === 0) return null;
  const missing = names.filter((name) => !files.some((file) => file.name === name));
  return (
    <div className="space-y-2">
      {missing.length > 0 && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Files are kept only until the page reloads, so they are not sent with your setup. Choose{' '}
          {missing.length === 1 ? 'this file' : 'these files'} again, or remove{' '}
          {missing.length === 1 ? 'it' : 'them'}: {missing.join(', ')}.
        </p>
      )}
      <ul aria-label="Chosen files" className="space-y-2">
        {names.map((name) => {
          const file = files.find((item) => item.name === name);
          return (
            <li
              key={name}
              className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
            >
              <FileText className="size-4 shrink-0 text-slate-500" aria-hidden />
              <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{name}</span>
              <span className="text-xs text-slate-600">
                {file ? formatBytes(file.size) : 'Choose again'}
              </span>
              <button
                type="button"
                onClick={() => onRemove(name)}
                aria-label={`Remove ${name}`}
                className="cursor-pointer rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
