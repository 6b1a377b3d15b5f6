import { TextOutput } from './text-output.js';
import type { ExtractedDocument, ExtractionLimits } from './types.js';

/** Decodes UTF-8 (dropping a byte-order mark) with Unix line endings. */
export function decodeText(bytes: Buffer): string {
  return new TextDecoder('utf-8')
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n');
}

/** A blank line (or several) separates paragraphs; single line breaks inside one are kept. */
export function readPlainText(bytes: Buffer, limits: ExtractionLimits): ExtractedDocument {
  const output = new TextOutput(limits.maxOutputChars);
  for (const paragraph of decodeText(bytes).split(/\n[\t \u00A0]*\n/)) {
    if (!output.paragraph(paragraph)) break;
  }
  return output.finish();
}
