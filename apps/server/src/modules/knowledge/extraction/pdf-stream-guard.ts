import { constants, inflateSync } from 'node:zlib';
import { ExtractionError, extractionReasons } from './extraction-error.js';

/**
 * A few hundred KB of PDF can hold a Flate stream that inflates to gigabytes, and pdfjs inflates
 * into ArrayBuffers, which the worker's heap limit does not count. So before pdfjs sees the file,
 * the Flate streams that text extraction would decode (everything but images) are inflated here
 * with a shared budget, and the document is refused once they add up to more than maxUnpackedBytes.
 * Streams that do not inflate (encrypted, damaged) are left for pdfjs to judge.
 */
export function checkPdfStreams(bytes: Buffer, maxUnpackedBytes: number): void {
  const pdf = bytes.toString('latin1');
  let budget = maxUnpackedBytes;
  for (let at = pdf.indexOf('stream'); at >= 0; at = pdf.indexOf('stream', at + 6)) {
    const dataStart = streamDataStart(pdf, at);
    if (dataStart < 0) continue;
    const dictionary = pdf.slice(Math.max(0, pdf.lastIndexOf('obj', at)), at);
    if (!/\/FlateDecode\b|\/Fl\b/.test(dictionary) || /\/Subtype\s*\/Image\b/.test(dictionary)) {
      continue;
    }
    const end = pdf.indexOf('endstream', dataStart);
    const data = bytes.subarray(dataStart, end < 0 ? bytes.length : end);
    budget -= inflatedSize(data, budget);
    if (budget < 0) throw new ExtractionError(extractionReasons.tooLargeUnpacked(maxUnpackedBytes));
    at = Math.max(at, end);
  }
}

/** Where a stream's data begins, if this 'stream' is the keyword (not part of 'endstream'). */
function streamDataStart(pdf: string, at: number): number {
  if (pdf.startsWith('end', at - 3)) return -1;
  if (pdf.startsWith('\r\n', at + 6)) return at + 8;
  if (pdf[at + 6] === '\n' || pdf[at + 6] === '\r') return at + 7;
  return -1;
}

/** The inflated size, or budget + 1 when it is larger than the budget. */
function inflatedSize(data: Buffer, budget: number): number {
  try {
    return inflateSync(data, {
      maxOutputLength: Math.max(1, budget + 1),
      finishFlush: constants.Z_SYNC_FLUSH, // tolerate a stream cut short, as pdfjs does
    }).length;
  } catch (error) {
    const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    return tooLarge ? budget + 1 : 0;
  }
}
