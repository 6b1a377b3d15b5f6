import type { Envelope } from '@concierge/shared';
import { authMessages } from '@concierge/shared/messages';
import { API_BASE, authHeaders, handleUnauthorized } from './api-client';
import { ApiError } from './api-error';

interface UploadOptions {
  /** Called with 0–100 as the browser sends the body. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parseEnvelope(text: string): Partial<Envelope<unknown>> | null {
  try {
    return JSON.parse(text) as Partial<Envelope<unknown>>;
  } catch {
    return null;
  }
}

/**
 * A multipart POST through XMLHttpRequest, because fetch reports no upload progress. Same headers,
 * envelope and errors as `api`: resolves with `data` (and the server's message), rejects with an
 * ApiError carrying the readable message (413, 415, …).
 */
export function uploadWithProgress<T>(
  path: string,
  body: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<{ data: T; message: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      const envelope = parseEnvelope(xhr.responseText);
      const status = envelope?.status_code ?? xhr.status;
      const message = typeof envelope?.message === 'string' ? envelope.message : '';
      if (xhr.status >= 200 && xhr.status < 300 && status < 400) {
        onProgress?.(100);
        resolve({ data: envelope?.data as T, message });
        return;
      }
      if (xhr.status === 401) {
        handleUnauthorized();
        reject(new ApiError(401, message || authMessages.sessionExpired, envelope?.data));
        return;
      }
      reject(new ApiError(xhr.status, message, envelope?.data ?? null));
    };
    xhr.onerror = () => reject(new ApiError(0, ''));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
