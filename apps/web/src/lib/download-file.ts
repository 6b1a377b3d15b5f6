import { API_BASE, authHeaders, handleUnauthorized, readEnvelope } from './api-client';
import { ApiError } from './api-error';

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/**
 * Fetches a protected file with the bearer token and saves it through a blob URL, since a plain
 * link cannot carry the Authorization header. Rejects with an ApiError on an error envelope.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      headers: authHeaders(),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, '');
  }
  if (!response.ok) {
    const envelope = await readEnvelope(response);
    if (response.status === 401) handleUnauthorized();
    const message = typeof envelope?.message === 'string' ? envelope.message : '';
    throw new ApiError(response.status, message, envelope?.data ?? null);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(response.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
