import {
  ONBOARDING_FILE_EXTENSIONS,
  ONBOARDING_MAX_FILES,
  onboardingMessages,
  type OnboardingField,
} from '@concierge/shared';
import { FileUp } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { hasAllowedExtension } from '@/lib/file-extension';
import { ChosenFileList } from './chosen-file-list';

interface FileAnswerProps {
  field: OnboardingField;
  id: string;
  describedBy?: string;
  /** The chosen names (the stored answer; it survives a reload). */
  names: string[];
  /** The chosen files, in memory only. */
  files: File[];
  onChange: (files: File[], names: string[]) => void;
}

function acceptedExtensions(field: OnboardingField): readonly string[] {
  const listed = (field.accept ?? '')
    .split(',')
    .map((extension) => extension.trim())
    .filter(Boolean);
  return listed.length > 0 ? listed : ONBOARDING_FILE_EXTENSIONS;
}

/**
 * Drag-and-drop or browse, several files, refused by extension and count before anything is
 * sent. A file replaces an earlier one of the same name.
 */
export function FileAnswer({ field, id, describedBy, names, files, onChange }: FileAnswerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const extensions = acceptedExtensions(field);

  const add = (incoming: File[]) => {
    const refused = incoming.filter((file) => !hasAllowedExtension(file.name, extensions));
    let nextNames = [...names];
    let nextFiles = [...files];
    let tooMany = false;
    for (const file of incoming.filter((item) => !refused.includes(item))) {
      if (!nextNames.includes(file.name)) {
        if (nextNames.length >= ONBOARDING_MAX_FILES) {
          tooMany = true;
          continue;
        }
        nextNames = [...nextNames, file.name];
      }
      nextFiles = [...nextFiles.filter((item) => item.name !== file.name), file];
    }
    setProblems([
      ...refused.map((file) => onboardingMessages.badFileType(file.name)),
      ...(tooMany ? [onboardingMessages.tooManyFiles] : []),
    ]);
    onChange(nextFiles, nextNames);
  };

  const remove = (name: string) =>
    onChange(
      files.filter((file) => file.name !== name),
      names.filter((item) => item !== name),
    );

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-5 text-center transition-colors sm:flex-row sm:gap-4 sm:text-left',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white',
        )}
      >
        <FileUp className="size-7 shrink-0 text-brand-600" aria-hidden />
        <div className="flex-1">
          <p className="text-sm font-medium text-slate-800">Drag and drop files here</p>
          <p className="text-xs text-slate-500">
            {extensions.join(', ')}; up to {ONBOARDING_MAX_FILES} files.
          </p>
        </div>
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={extensions.join(',')}
          aria-describedby={describedBy}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <Button variant="outline" onClick={() => inputRef.current?.click()}>
          Browse files
        </Button>
      </div>

      {problems.length > 0 && (
        <Alert onDismiss={() => setProblems([])}>
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </Alert>
      )}

      <ChosenFileList names={names} files={files} onRemove={remove} />
    </div>
  );
}
