import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DocumentUpload } from './use-document-uploads';

interface DuplicateUploadDialogProps {
  /** The first upload the server found in the knowledge base already, or none. */
  upload: DocumentUpload | undefined;
  onReplace: (id: string) => void;
  onCancel: (id: string) => void;
}

/** The server's "already in your knowledge base" with a choice: replace that document, or not. */
export function DuplicateUploadDialog({ upload, onReplace, onCancel }: DuplicateUploadDialogProps) {
  return (
    <ConfirmDialog
      open={upload !== undefined}
      onOpenChange={(open) => {
        if (!open && upload) onCancel(upload.id);
      }}
      title="Already in your knowledge base"
      description={
        <>
          {upload?.error} Replace it with the file you chose? The old document and its text are
          removed.
        </>
      }
      confirmLabel="Replace"
      onConfirm={() => {
        if (upload) onReplace(upload.id);
      }}
    />
  );
}
