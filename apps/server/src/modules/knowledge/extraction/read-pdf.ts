import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ExtractionError, extractionReasons } from './extraction-error.js';
import { checkPdfStreams } from './pdf-stream-guard.js';
import { type HeadingLevel, TextOutput } from './text-output.js';
import type { ExtractedDocument, ExtractionLimits } from './types.js';

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

// List bullets drawn as characters: a list item is a paragraph like any other.
const BULLET = /^[•◦▪▫●○■□➢►–-]\s+/;

export interface PdfLine {
  text: string;
  size: number;
  y: number;
  left: number;
  right: number;
  /** Has a gap wide enough to be a table's column gap; its cells are joined by ' | '. */
  tabular: boolean;
}

export async function readPdf(bytes: Buffer, limits: ExtractionLimits): Promise<ExtractedDocument> {
  checkPdfStreams(bytes, limits.maxUnpackedBytes);
  const loadingTask = getDocument({
    // pdfjs takes ownership of (and detaches) the array it is given.
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    useWorkerFetch: false,
    verbosity: 0,
  });
  try {
    const pdf = await loadingTask.promise.catch((error: unknown) => {
      if (error instanceof Error && error.name === 'PasswordException') {
        throw new ExtractionError(extractionReasons.passwordProtected);
      }
      throw error;
    });
    const output = new TextOutput(limits.maxOutputChars);
    const sizes = new FontSizeTally();
    for (let number = 1; number <= pdf.numPages && !output.isFull; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const lines = joinItemsIntoLines(content.items.filter(isTextItem));
      page.cleanup();
      for (const line of lines) sizes.add(line.size, line.text.length);
      for (const paragraph of joinLinesIntoParagraphs(lines)) {
        const level = headingLevel(paragraph, sizes.bodySize());
        const written = level
          ? output.heading(paragraph.text, level)
          : output.paragraph(paragraph.text);
        if (!written) break;
      }
    }
    const { info } = await pdf.getMetadata().catch(() => ({ info: null }));
    const title = (info as { Title?: unknown } | null)?.Title;
    return output.finish(typeof title === 'string' ? title : null);
  } finally {
    await loadingTask.destroy();
  }
}

function isTextItem<T extends object>(item: T): item is T & PdfTextItem {
  return 'str' in item;
}

/** Text items in content order become lines: a line ends at hasEOL or where the baseline moves. */
export function joinItemsIntoLines(items: PdfTextItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let line: PdfLine | null = null;
  const endLine = () => {
    if (line && line.text.trim() !== '') lines.push({ ...line, text: line.text.trim() });
    line = null;
  };

  // Where the last visible text of the line ends: a space item may be stretched over a column gap.
  let textRight = 0;
  for (const item of items) {
    const [, , c = 0, d = 0, x = 0, y = 0] = item.transform;
    const size = Math.hypot(c, d) || item.height;
    if (line && Math.abs(y - line.y) > Math.max(size, line.size) * 0.5) endLine();
    const visible = item.str.trim() !== '';
    if (item.str !== '') {
      if (!line) {
        line = { text: '', size: 0, y, left: x, right: x, tabular: false };
        textRight = x;
      } else if (visible && x - textRight > size * 1.5) {
        line.text = `${line.text.trimEnd()} | `;
        line.tabular = true;
      } else if (x > line.right + size * 0.15 && !/\s$/.test(line.text) && !/^\s/.test(item.str)) {
        line.text += ' '; // a gap between items that carries no space of its own
      }
      line.text += item.str;
      line.right = Math.max(line.right, x + item.width);
      if (visible) {
        line.size = Math.max(line.size, size);
        textRight = x + item.width;
      }
    }
    if (item.hasEOL) endLine();
  }
  endLine();
  return lines;
}

/**
 * Lines become paragraphs where the vertical gap is wider than the page's usual line spacing, where
 * the font size changes, or after a short line that ends a sentence.
 */
export function joinLinesIntoParagraphs(lines: PdfLine[]): { text: string; size: number }[] {
  const usualSpacing = lowerQuartile(
    lines.slice(1).flatMap((line, i) => {
      const previous = lines[i] as PdfLine;
      const gap = previous.y - line.y;
      return sameSize(previous, line) && gap > 0 ? [gap / line.size] : [];
    }),
  );
  const fullWidth = Math.max(0, ...lines.map((line) => line.right - line.left));

  const paragraphs: { text: string; size: number }[] = [];
  let previous: PdfLine | null = null;
  for (const line of lines) {
    const gap = previous ? (previous.y - line.y) / line.size : 0;
    const startsParagraph =
      !previous ||
      !sameSize(previous, line) ||
      gap <= 0 ||
      line.tabular ||
      previous.tabular ||
      BULLET.test(line.text) ||
      gap > usualSpacing * 1.3 ||
      (/[.!?:]["')\]]?$/.test(previous.text) && previous.right - previous.left < fullWidth * 0.85);
    const current = paragraphs.at(-1);
    if (startsParagraph || !current) {
      paragraphs.push({ text: line.text.replace(BULLET, ''), size: line.size });
    } else current.text += /\p{L}-$/u.test(current.text) ? line.text : ` ${line.text}`;
    previous = line;
  }
  return paragraphs;
}

function sameSize(a: PdfLine, b: PdfLine): boolean {
  return Math.abs(a.size - b.size) <= Math.max(a.size, b.size) * 0.1;
}

function lowerQuartile(values: number[]): number {
  if (values.length === 0) return 1.2;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 4)] ?? 1.2;
}

function headingLevel(
  paragraph: { text: string; size: number },
  bodySize: number,
): HeadingLevel | null {
  const ratio = paragraph.size / bodySize;
  if (ratio < 1.15 || paragraph.text.length > 200) return null;
  if (ratio >= 1.8) return 1;
  return ratio >= 1.35 ? 2 : 3;
}

/** The body font size is the size most of the text so far is set in. */
class FontSizeTally {
  private readonly charsBySize = new Map<number, number>();

  add(size: number, chars: number): void {
    const key = Math.round(size * 2) / 2;
    this.charsBySize.set(key, (this.charsBySize.get(key) ?? 0) + chars);
  }

  bodySize(): number {
    let best = 0;
    let bestChars = -1;
    for (const [size, chars] of this.charsBySize) {
      if (chars > bestChars) [best, bestChars] = [size, chars];
    }
    return best || 12;
  }
}
