/** Types a browser shows or saves but never runs; anything else is sent as opaque bytes. */
const INERT_TYPES = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  'text/plain',
  'text/markdown',
]);

/** RFC 5987 `ext-value`: every byte outside attr-char is percent-encoded (encodeURIComponent leaves ' ( ) *). */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A plain-ASCII stand-in for old clients: no quotes, backslashes, control or non-ASCII bytes. */
function asciiFallback(value: string): string {
  const safe = value.replace(/[^\x20-\x7e]|["\\%;]/g, '_').trim();
  return safe || 'download';
}

/**
 * Headers for handing back a stored upload: always a download (never shown inline), under a name
 * that cannot break out of the header, with a type the browser will not sniff or run.
 */
export function downloadHeaders(fileName: string, storedType: string): Record<string, string> {
  const baseType = storedType.split(';')[0]?.trim().toLowerCase() ?? '';
  return {
    'content-type': INERT_TYPES.has(baseType) ? storedType : 'application/octet-stream',
    'content-disposition': `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeExtValue(fileName)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-store',
  };
}
