import { ExtractionError, extractionReasons } from './extraction-error.js';
import type { ExtractedDocument } from './types.js';

export type HeadingLevel = 1 | 2 | 3;

// Control characters (once line breaks and tabs are dealt with), zero-width spaces, soft hyphens
// and the BOM. Zero-width (non-)joiners stay: Indic and Persian scripts need them.
const INVISIBLE = /[\p{Cc}\u00AD\u200B\u2060\uFEFF]/gu;
const SPACES = /[\t \u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g;

/** One paragraph in the output convention: no control characters, no runs of spaces, no blank lines. */
export function cleanParagraph(text: string): string {
  return text
    .replace(/\r\n?|[\v\f\u2028\u2029]/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\t/g, ' ').replace(INVISIBLE, '').replace(SPACES, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * Collects paragraphs and headings into the text convention the chunker reads (paragraphs separated
 * by one blank line, headings as '# ' lines), and stops accepting them at maxChars so a reader can
 * stop early instead of building an unbounded string.
 */
export class TextOutput {
  private readonly blocks: string[] = [];
  private length = 0;
  private full = false;
  private firstHeading: string | null = null;

  constructor(private readonly maxChars: number) {}

  get isFull(): boolean {
    return this.full;
  }

  paragraph(text: string): boolean {
    return this.push(cleanParagraph(text));
  }

  heading(text: string, level: HeadingLevel): boolean {
    const clean = cleanParagraph(text).replace(/\n/g, ' ');
    if (clean === '') return !this.full;
    this.firstHeading ??= clean;
    return this.push(`${'#'.repeat(level)} ${clean}`);
  }

  /** The collected text; throws the 'no text' reason when nothing readable was found. */
  finish(metadataTitle: string | null = null): ExtractedDocument {
    const text = this.blocks.join('\n\n');
    if (!/[\p{L}\p{N}]/u.test(text)) throw new ExtractionError(extractionReasons.noText);
    const title = this.firstHeading ?? (metadataTitle ? cleanParagraph(metadataTitle) : '');
    return { text, title: title === '' ? null : title.replace(/\n/g, ' ') };
  }

  private push(block: string): boolean {
    if (this.full) return false;
    if (block === '') return true;
    const separator = this.blocks.length > 0 ? 2 : 0;
    if (this.length + separator + block.length > this.maxChars) {
      // Cut at a paragraph boundary; only a first paragraph longer than the cap is cut inside.
      if (this.blocks.length === 0) this.blocks.push(cutAtWord(block, this.maxChars));
      this.full = true;
      return false;
    }
    this.blocks.push(block);
    this.length += separator + block.length;
    return true;
  }
}

function cutAtWord(text: string, maxChars: number): string {
  const cut = text.slice(0, maxChars);
  const lastSpace = cut.search(/\s\S*$/);
  return (lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut).trim();
}
