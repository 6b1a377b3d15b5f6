import { knowledgeMessages } from '@concierge/shared';
import { CircleCheck, CircleX, X } from 'lucide-react';
import { useId, type RefObject } from 'react';
import { FileDropZone } from '@/components/file-drop-zone';
import { Alert } from '@/components/ui/alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { UPLOAD_ACCEPT } from '../api/upload-document';
import { DuplicateUploadDialog } from './duplicate-upload-dialog';
import { useDocumentUploads } from './use-document-uploads';

/** Drag-and-drop or browse; several files at once, one request (and progress bar) each. */
export function UploadZone({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const inputId = useId();
  const { uploads, refused, start, dismiss, replace, clearRefused } = useDocumentUploads();

  return (
    <div className="space-y-3">
      <FileDropZone
        inputRef={inputRef}
        inputId={inputId}
        accept={UPLOAD_ACCEPT}
        title="Drag and drop files here to upload"
        hint="PDF, DOC, DOCX, TXT or MD; several at once."
        inputLabel="Upload files"
        onFiles={start}
      />

      {refused.length > 0 && (
        <Alert onDismiss={clearRefused}>
          {knowledgeMessages.unsupportedType}. Not uploaded: {refused.join(', ')}
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
                  {upload.state === 'failed'
                    ? 'Failed'
                    : upload.state === 'duplicate'
                      ? 'Already uploaded'
                      : `${upload.progress}%`}
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
              {upload.state === 'failed' && upload.error && (
                <p role="alert" className="mt-1.5 text-xs text-red-600">
                  {upload.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}

      <DuplicateUploadDialog
        upload={uploads.find((upload) => upload.state === 'duplicate')}
        onReplace={replace}
        onCancel={dismiss}
      />
    </div>
  );
}
