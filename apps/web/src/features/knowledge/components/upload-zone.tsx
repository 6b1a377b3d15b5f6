import { knowledgeMessages } from '@concierge/shared';
import { CircleCheck, CircleX, FileUp, X } from 'lucide-react';
import { useId, useState, type DragEvent, type RefObject } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import { UPLOAD_ACCEPT } from '../api/upload-document';
import { useDocumentUploads } from './use-document-uploads';

/** Drag-and-drop or browse; several files at once, one request (and progress bar) each. */
export function UploadZone({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const { uploads, refused, start, dismiss, clearRefused } = useDocumentUploads();

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    start(Array.from(event.dataTransfer.files));
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
          'flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-6 text-center transition-colors sm:flex-row sm:gap-4 sm:text-left',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white',
        )}
      >
        <FileUp className="size-8 shrink-0 text-brand-600" aria-hidden />
        <div className="flex-1">
          <p className="text-sm font-medium text-slate-800">Drag and drop files here to upload</p>
          <p className="text-xs text-slate-500">PDF, DOC, DOCX, TXT or MD; several at once.</p>
        </div>
        <label htmlFor={inputId} className="sr-only">
          Upload files
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            start(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <Button variant="outline" onClick={() => inputRef.current?.click()}>
          Browse files
        </Button>
      </div>

      {refused.length > 0 && (
        <Alert>
          <div className="flex items-start justify-between gap-2">
            <p>
              {knowledgeMessages.unsupportedType}. Not uploaded: {refused.join(', ')}
            </p>
            <button
              type="button"
              onClick={clearRefused}
              aria-label="Dismiss"
              className="cursor-pointer rounded p-0.5 hover:bg-red-100"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        </Alert>
      )}

      {uploads.length > 0 && (
        <ul aria-label="Uploads" className="space-y-2">
          {uploads.map((upload) => (
            <li
              key={upload.id}
              className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
            >
              <div className="mb-1.5 flex items-center gap-2">
                {upload.state === 'done' && (
                  <CircleCheck className="size-4 text-emerald-600" aria-hidden />
                )}
                {upload.state === 'failed' && (
                  <CircleX className="size-4 text-red-600" aria-hidden />
                )}
                <span className="min-w-0 flex-1 truncate font-medium text-slate-800">
                  {upload.fileName}
                </span>
                <span className="text-xs text-slate-500">
                  {upload.state === 'failed' ? 'Failed' : `${upload.progress}%`}
                </span>
                {upload.state === 'failed' && (
                  <button
                    type="button"
                    onClick={() => dismiss(upload.id)}
                    aria-label={`Dismiss ${upload.fileName}`}
                    className="cursor-pointer rounded p-0.5 text-slate-400 hover:bg-slate-100"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                )}
              </div>
              <ProgressBar
                value={upload.progress}
                label={`Uploading ${upload.fileName}`}
                tone={upload.state === 'failed' ? 'danger' : 'brand'}
              />
              {upload.error && (
                <p role="alert" className="mt-1.5 text-xs text-red-600">
                  {upload.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
