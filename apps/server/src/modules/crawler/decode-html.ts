const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** True for an HTML response; a response without a content type is sniffed. */
export function isHtmlResponse(contentType: string | undefined, body: Buffer): boolean {
  const mimeType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mimeType) return HTML_TYPES.has(mimeType);
  const start = body.subarray(0, 512).toString('latin1').trimStart().toLowerCase();
  return start.startsWith('<!doctype html') || start.startsWith('<html');
}

/**
 * Decodes an HTML body: a byte-order mark wins, then the charset of the Content-Type header,
 * then a <meta> charset in the first kilobyte, else UTF-8. Unknown labels fall back to UTF-8.
 */
export function decodeHtml(body: Buffer, contentType: string | undefined): string {
  const label =
    byteOrderMarkCharset(body) ?? headerCharset(contentType) ?? metaCharset(body) ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

function byteOrderMarkCharset(body: Buffer): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return undefined;
}

function headerCharset(contentType: string | undefined): string | undefined {
  return /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
}

function metaCharset(body: Buffer): string | undefined {
  const head = body.subarray(0, 1024).toString('latin1');
  const label = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
  // A document that reached us as bytes cannot be UTF-16 if its <meta> was readable as ASCII.
  return label && /^utf-?16/i.test(label) ? 'utf-8' : label;
}
