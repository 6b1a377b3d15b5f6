import { decodeText } from './read-plain-text.js';
import { type HeadingLevel, TextOutput } from './text-output.js';
import type { ExtractedDocument, ExtractionLimits } from './types.js';

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const SETEXT_UNDERLINE = /^\s{0,3}(=+|-+)\s*$/;
const THEMATIC_BREAK = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*\S+/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])\s+(.*)$/;
const TABLE_ROW = /^\s*\|(.*?)\|?\s*$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;

/**
 * Markdown keeps its headings ('#' to '###') and loses the syntax that is noise to a reader: links
 * keep their text, images go, emphasis markers go. Code blocks stay as text. List items and table
 * rows become paragraphs of their own, as in the other formats.
 */
export function readMarkdown(bytes: Buffer, limits: ExtractionLimits): ExtractedDocument {
  const output = new TextOutput(limits.maxOutputChars);
  writeMarkdownAsText(decodeText(bytes), output);
  return output.finish();
}

export function writeMarkdownAsText(markdown: string, output: TextOutput): void {
  let paragraph: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (paragraph.length > 0) output.paragraph(paragraph.join(fence === null ? ' ' : '\n'));
    paragraph = [];
  };
  const heading = (text: string, level: HeadingLevel) => {
    flush();
    output.heading(stripInlineSyntax(text), level);
  };

  for (const rawLine of markdown.split('\n')) {
    if (output.isFull) return;
    const fenceMatch = FENCE.exec(rawLine);
    if (fence !== null) {
      if (fenceMatch?.[1]?.startsWith(fence)) {
        flush();
        fence = null;
      } else paragraph.push(rawLine);
      continue;
    }
    if (fenceMatch?.[1]) {
      flush();
      fence = fenceMatch[1].slice(0, 3);
      continue;
    }

    const line = rawLine.replace(/^(\s{0,3}>\s?)+/, '');
    const setext = SETEXT_UNDERLINE.exec(line);
    if (setext && paragraph.length > 0) {
      const text = paragraph.join(' ');
      paragraph = [];
      heading(text, setext[1]?.startsWith('=') ? 1 : 2);
      continue;
    }
    const atx = ATX_HEADING.exec(line);
    if (atx) {
      heading(atx[2] ?? '', Math.min(atx[1]?.length ?? 1, 3) as HeadingLevel);
      continue;
    }
    if (line.trim() === '' || THEMATIC_BREAK.test(line) || REFERENCE_DEFINITION.test(line)) {
      flush();
      continue;
    }
    const tableRow = TABLE_ROW.exec(line);
    if (tableRow) {
      flush();
      if (!TABLE_SEPARATOR.test(line)) {
        const cells = (tableRow[1] ?? '')
          .split(/(?<!\\)\|/)
          .map((cell) => stripInlineSyntax(cell).trim());
        output.paragraph(cells.filter((cell) => cell !== '').join(' | '));
      }
      continue;
    }
    const listItem = LIST_ITEM.exec(line);
    if (listItem) {
      flush();
      paragraph.push(stripInlineSyntax(listItem[1] ?? ''));
      continue;
    }
    paragraph.push(stripInlineSyntax(line));
  }
  flush();
}

// Escaped punctuation is parked on private-use code points while the syntax is stripped.
const ESCAPED = /\\([\\`*_{}[\]()#+\-.!|>~<])/g;
const PARKED = /[\uE000-\uE07F]/g;
const park = (_: string, char: string) => String.fromCharCode(0xe000 + char.charCodeAt(0));
const unpark = (char: string) => String.fromCharCode(char.charCodeAt(0) - 0xe000);

/** Removes inline markdown syntax; text inside `code spans` is kept exactly. */
export function stripInlineSyntax(text: string): string {
  return text
    .split(/(`+)(.+?)\1/)
    .map((part, i) => {
      if (i % 3 === 2) return part; // the inside of a code span
      if (i % 3 === 1) return '';
      return part
        .replace(ESCAPED, park)
        .replace(/<!--.*?-->/g, '')
        .replace(/!\[[^\]]*\](?:\([^)]*\)|\[[^\]]*\])/g, '')
        .replace(/\[([^\]]+)\]\((?:[^()]|\([^)]*\))*\)/g, '$1')
        .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
        .replace(/<((?:https?|mailto):[^>\s]+)>/g, '$1')
        .replace(/<\/?[a-zA-Z][^>]*>/g, '')
        .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
        .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
        .replace(/(^|[^\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])/g, '$1$2')
        .replace(/(^|[^\w_])_(?=\S)(.+?)(?<=\S)_(?![\w_])/g, '$1$2')
        .replace(PARKED, unpark);
    })
    .join('');
}
