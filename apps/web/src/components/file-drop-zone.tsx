import { FileUp } from 'lucide-react';
import { useState, type DragEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface FileDropZoneProps {
  inputRef: RefObject<HTMLInputElement | null>;
  inputId: string;
  accept: string;
  title: string;
  hint: string;
  onFiles: (files: File[]) => void;
  /** A visually hidden label for the input, when no visible label names it. */
  inputLabel?: string;
  describedBy?: string;
}

/** Drag files onto it, or browse for several; each batch goes to `onFiles`. */
export function FileDropZone({
  inputRef,
  inputId,
  accept,
  title,
  hint,
  onFiles,
  inputLabel,
  describedBy,
}: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
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
      <FileUp className="size-8 shrink-0 text-brand-600" aria-hidden />
      <div className="flex-1">
        <p className="text-sm font-medium text-slate-800">{title}</p>
        <p className="text-xs text-slate-500">{hint}</p>
      </div>
      {inputLabel && (
        <label htmlFor={inputId} className="sr-only">
          {inputLabel}
        </label>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        accept={accept}
        aria-describedby={describedBy}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <Button variant="outline" onClick={() => inputRef.current?.click()}>
        Browse files
      </Button>
    </div>
  );
}
