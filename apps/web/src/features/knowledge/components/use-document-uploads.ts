import { useQueryClient } from '@tanstack/react-query';
import { knowledgeMessages } from '@concierge/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@/lib/api-error';
import { knowledgeKeys } from '../api/query-keys';
import { isAcceptedUpload, uploadDocument } from '../api/upload-document';

export interface DocumentUpload {
  id: string;
  fileName: string;
  progress: number;
  /** `duplicate`: the server has this document already and waits to hear whether to replace it. */
  state: 'uploading' | 'done' | 'failed' | 'duplicate';
  error: string | null;
}

/** How long a finished upload stays in the progress list. */
const DONE_VISIBLE_MS = 1500;
const UPLOAD_FAILED = 'Upload failed. Please try again.';

let nextId = 0;

/**
 * Uploads each accepted file in its own request with its own progress, and refuses the others
 * before anything is sent (`refused` holds their names). A file already in the knowledge base
 * waits in `duplicate` state until `replace` sends it again to take the old one's place, or
 * `dismiss` drops it.
 */
export function useDocumentUploads() {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<DocumentUpload[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const files = useRef(new Map<string, File>());

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
    files.current.delete(id);
    setUploads((current) => current.filter((upload) => upload.id !== id));
  }, []);

  const send = useCallback(
    (id: string, file: File, replace: boolean) => {
      uploadDocument(file, (progress) => patch(id, { progress }), { replace })
        .then(({ message }) => {
          patch(id, { progress: 100, state: 'done', error: null });
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
          if (error instanceof ApiError && error.status === 409 && !replace) {
            patch(id, { state: 'duplicate', error: message });
            return;
          }
          patch(id, { state: 'failed', error: message });
          toast.error(`${file.name}: ${message}`);
        });
    },
    [dismiss, patch, queryClient],
  );

  const start = useCallback(
    (chosen: File[]) => {
      const accepted = chosen.filter((file) => isAcceptedUpload(file.name));
      setRefused(chosen.filter((file) => !isAcceptedUpload(file.name)).map((file) => file.name));
      for (const file of accepted) {
        nextId += 1;
        const id = `upload-${nextId}`;
        files.current.set(id, file);
        setUploads((current) => [
          ...current,
          { id, fileName: file.name, progress: 0, state: 'uploading', error: null },
        ]);
        send(id, file, false);
      }
    },
    [send],
  );

  const replace = useCallback(
    (id: string) => {
      const file = files.current.get(id);
      if (!file) return;
      patch(id, { progress: 0, state: 'uploading', error: null });
      send(id, file, true);
    },
    [patch, send],
  );

  const clearRefused = useCallback(() => setRefused([]), []);

  return { uploads, refused, start, dismiss, replace, clearRefused };
}
