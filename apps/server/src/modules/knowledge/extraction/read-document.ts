import { ExtractionError, extractionReasons } from './extraction-error.js';
import type { DocumentKind, ExtractedDocument, ExtractionLimits } from './types.js';

/**
 * Parses a document in the current thread, with no timeout or memory limit: only the extraction
 * worker calls this. Any failure that is not already an ExtractionError means the file is damaged.
 * Parsers are imported on demand so a text file never loads pdfjs.
 */
export async function readDocument(
  bytes: Buffer,
  kind: DocumentKind,
  limits: ExtractionLimits,
): Promise<ExtractedDocument> {
  try {
    switch (kind) {
      case 'pdf':
        return await (await import('./read-pdf.js')).readPdf(bytes, limits);
      case 'docx':
        return await (await import('./read-docx.js')).readDocx(bytes, limits);
      case 'doc':
        return await (await import('./read-doc.js')).readDoc(bytes, limits);
      case 'md':
        return (await import('./read-markdown.js')).readMarkdown(bytes, limits);
      case 'txt':
        return (await import('./read-plain-text.js')).readPlainText(bytes, limits);
    }
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw new ExtractionError(extractionReasons.damaged(kind), { cause: error });
  }
}
