import { isUtf8 } from 'node:buffer';
import type { DocumentKind } from './types.js';
import { readZipDirectory } from './zip-archive.js';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const KIND_BY_EXTENSION: Record<string, DocumentKind> = {
  pdf: 'pdf',
  docx: 'docx',
  doc: 'doc',
  txt: 'txt',
  md: 'md',
};

/**
 * The kind of an uploaded document, from its extension AND its content: a name is only trusted
 * when the bytes agree with it, so a renamed image or archive never reaches a parser.
 */
export function detectDocumentKind(fileName: string, bytes: Buffer): DocumentKind | null {
  const extension = /\.([^./\\]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  const kind = extension ? KIND_BY_EXTENSION[extension] : undefined;
  if (!kind) return null;
  return contentMatches(kind, bytes) ? kind : null;
}

function contentMatches(kind: DocumentKind, bytes: Buffer): boolean {
  switch (kind) {
    case 'pdf':
      // Readers accept a little junk before the header; 1 KB is what Acrobat allows.
      return bytes.subarray(0, 1024).includes(PDF_MAGIC);
    case 'doc':
      return hasOle2Header(bytes);
    case 'docx': {
      const entries = readZipDirectory(bytes);
      if (entries) return entries.some((entry) => entry.name === 'word/document.xml');
      // A zip whose directory is unreadable is a damaged document, not another type: its entry
      // fails with a reason instead of the upload being refused.
      return bytes.subarray(0, ZIP_LOCAL_HEADER.length).equals(ZIP_LOCAL_HEADER);
    }
    case 'txt':
    case 'md':
      return isUtf8Text(bytes);
  }
}

/** The compound-file header of Word 97–2003 (and other old Office) files. */
export function hasOle2Header(bytes: Buffer): boolean {
  return bytes.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC);
}

function isUtf8Text(bytes: Buffer): boolean {
  return !bytes.includes(0) && isUtf8(bytes);
}
