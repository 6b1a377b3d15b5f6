import { UPLOAD_EXTENSIONS, type KnowledgeEntry } from '@concierge/shared';
import { hasAllowedExtension } from '@/lib/file-extension';
import { uploadWithProgress } from '@/lib/upload-with-progress';

/** The file input's accept attribute: '.pdf,.doc,.docx,.txt,.md'. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.join(',');

/** Whether the server takes this file, judged by its extension as the server does. */
export function isAcceptedUpload(fileName: string): boolean {
  return hasAllowedExtension(fileName, UPLOAD_EXTENSIONS);
}

/**
 * POST /knowledge/uploads with one file (field `files`), reporting progress as it sends. The
 * server answers 409 when the file is already in the knowledge base (by name or content), unless
 * `replace` asks it to take the old document's place.
 */
export function uploadDocument(
  file: File,
  onProgress: (percent: number) => void,
  { replace = false }: { replace?: boolean } = {},
) {
  const body = new FormData();
  body.append('files', file, file.name);
  const path = replace ? '/knowledge/uploads?replace=true' : '/knowledge/uploads';
  return uploadWithProgress<KnowledgeEntry[]>(path, body, { onProgress });
}
