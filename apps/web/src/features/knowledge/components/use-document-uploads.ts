import { useQueryClient } from '@tanstack/react-query';
import { knowledgeMessages } from '@concierge/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-error';
import { knowledgeKeys } from '../api/query-keys';
import { isAcceptedUpload, uploadDocument } from '../api/upload-document';

export interface DocumentUpload {
  id: string;
  fileName: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  error: string | null;
}

/** How long a finished upload stays in the progress list. */
const DONE_VISIBLE_MS = 1500;
const UPLOAD_FAILED = 'Upload failed. Please try again.';

let nextId = 0;

/**
 * Uploads each accepted file in its own request with its own progress, and refuses the others
 * before anything is sent (`refused` holds their names).
 */
export function useDocumentUploads() {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<DocumentUpload[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const patch = useCallback((id: string, changes: Partial<DocumentUpload>) => {
    setUploads((current) =>
      current.map((upload) => (upload.id === id ? { ...upload, ...changes } : upload)),
    );
  }, []);

  const dismiss = useCallback((id: string) => {
    setUploads((current) => current.filter((upload) => upload.id !== id));
  }, []);

  const start = useCallback(
    (files: File[]) => {
      const accepted = files.filter((file) => isAcceptedUpload(file.name));
      setRefused(files.filter((file) => !isAcceptedUpload(file.name)).map((file) => file.name));
      for (const file of accepted) {
        nextId += 1;
        const id = `upload-${nextId}`;
        setUploads((current) => [
          ...current,
          { id, fileName: file.name, progress: 0, state: 'uploading', error: null },
        ]);
        uploadDocument(file, (progress) => patch(id, { progress }))
          .then(({ message }) => {
            patch(id, { progress: 100, state: 'done' });
            toast.success(`${file.name}: ${message || knowledgeMessages.uploadQueued}`);
            void queryClient.invalidateQueries({ queryKey: knowledgeKeys.entries() });
            const timer = setTimeout(() => {
              timers.current.delete(timer);
              dismiss(id);
            }, DONE_VISIBLE_MS);
            timers.current.add(timer);
          })
          .catch((error: unknown) => {
            const message = errorMessage(error, UPLOAD_FAILED);
            patch(id, { state: 'failed', error: message });
            toast.error(`${file.name}: ${message}`);
          });
      }
    },
    [dismiss, patch, queryClient],
  );

  const clearRefused = useCallback(() => setRefused([]), []);

  return { uploads, refused, start, dismiss, clearRefused };
}
