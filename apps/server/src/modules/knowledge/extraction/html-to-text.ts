import type { HeadingLevel, TextOutput } from './text-output.js';

const HEADING_LEVELS: Record<string, HeadingLevel> = { h1: 1, h2: 2, h3: 3, h4: 3, h5: 3, h6: 3 };
const BLOCK_TAGS = new Set(['p', 'li', 'ul', 'ol', 'table', 'blockquote', 'div', 'dl', 'dt', 'dd']);
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/**
 * Writes the simple HTML that mammoth produces into the text convention: h1–h6 become '#' headings
 * (levels below 3 stay '###'), paragraphs and list items become paragraphs, and a table row becomes
 * one line with its cells joined by ' | '. Images and links keep only their text.
 */
export function writeHtmlAsText(html: string, output: TextOutput): void {
  let text = '';
  let heading: HeadingLevel | null = null;
  let tableDepth = 0;
  let cells: string[] | null = null;
  let cell: string | null = null;

  const flush = () => {
    if (heading) output.heading(text, heading);
    else output.paragraph(text);
    text = '';
  };

  const tokens = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>|<!--[\s\S]*?-->|<[^>]*>|[^<]+/g;
  for (let match = tokens.exec(html); match && !output.isFull; match = tokens.exec(html)) {
    const [token, closing, rawTag] = match;
    if (!rawTag) {
      if (token[0] === '<') continue; // comments, doctype, stray markup
      const decoded = decodeEntities(token);
      if (cell !== null) cell += decoded;
      else text += decoded;
      continue;
    }

    const tag = rawTag.toLowerCase();
    if (tag === 'table') {
      if (tableDepth === 0) flush();
      tableDepth += closing ? -1 : 1;
    } else if (tableDepth > 1) {
      // A table inside a table cell: its text joins the outer cell.
      if (cell !== null) cell += ' ';
    } else if (tableDepth === 1 && tag === 'tr') {
      if (!closing) cells = [];
      else if (cells) {
        output.paragraph(cells.filter((c) => c !== '').join(' | '));
        cells = null;
      }
    } else if (tableDepth === 1 && (tag === 'td' || tag === 'th')) {
      if (!closing) cell = '';
      else if (cell !== null) {
        cells?.push(cell.replace(/\s+/g, ' ').trim());
        cell = null;
      }
    } else if (tag === 'br') {
      if (cell !== null) cell += ' ';
      else text += '\n';
    } else if (tag in HEADING_LEVELS) {
      flush();
      heading = closing ? null : (HEADING_LEVELS[tag] ?? null);
    } else if (BLOCK_TAGS.has(tag)) {
      if (cell !== null) cell += ' ';
      else flush();
    }
  }
  if (!output.isFull) flush();
}
