import type { DocumentKind } from './types.js';

/** Why a document could not be read, in words shown to the business on the entry's card. */
export class ExtractionError extends Error {
  override name = 'ExtractionError';
}

const KIND_NAMES: Record<DocumentKind, string> = {
  pdf: 'PDF',
  docx: 'DOCX',
  doc: 'DOC',
  txt: 'text file',
  md: 'Markdown file',
};

function formatSeconds(ms: number): string {
  const seconds = Number((ms / 1000).toFixed(3));
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

function formatMegabytes(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

export const extractionReasons = {
  damaged: (kind: DocumentKind) => `The file is damaged or not a valid ${KIND_NAMES[kind]}`,
  passwordProtected: 'The PDF is password-protected',
  noText:
    'The document contains no text. A scanned document is only pictures of pages: convert it to text (OCR) before uploading it',
  tooLargeUnpacked: (maxBytes: number) =>
    `The document expands to more than ${formatMegabytes(maxBytes)} when unpacked`,
  tooManyParts: (maxParts: number) =>
    `The document is made of more than ${maxParts.toLocaleString('en-US')} parts`,
  suspiciousCompression:
    'The document contains a part that expands suspiciously when unpacked (a possible zip bomb)',
  timedOut: (ms: number) => `Reading the document took longer than ${formatSeconds(ms)}`,
  outOfMemory: 'The document needs more memory to read than is allowed',
  readerStopped: 'The document could not be read: the reader stopped unexpectedly',
};
