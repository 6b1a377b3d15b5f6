import WordExtractor from 'word-extractor';
import { hasOle2Header } from './detect-document-kind.js';
import { ExtractionError, extractionReasons } from './extraction-error.js';
import { TextOutput } from './text-output.js';
import type { ExtractedDocument, ExtractionLimits } from './types.js';

/**
 * Word 97–2003 files carry no usable heading structure through word-extractor: the body text is
 * taken as it is, one paragraph per line, with table cells (tab-separated) joined by ' | '.
 */
export async function readDoc(bytes: Buffer, limits: ExtractionLimits): Promise<ExtractedDocument> {
  // word-extractor would also read a docx; a .doc must be the old format.
  if (!hasOle2Header(bytes)) throw new ExtractionError(extractionReasons.damaged('doc'));
  const document = await new WordExtractor().extract(bytes);
  const output = new TextOutput(limits.maxOutputChars);
  for (const line of document.getBody().split(/\r\n?|\n/)) {
    const cells = line.split('\t').map((cell) => cell.trim());
    if (!output.paragraph(cells.filter((cell) => cell !== '').join(' | '))) break;
  }
  return output.finish();
}
