/**
 * Splits extracted text into passages for ranking: a new passage at every heading, and paragraphs
 * packed up to about TARGET_WORDS (a single long paragraph is cut at sentence ends). Text follows the
 * extraction convention: paragraphs separated by a blank line, headings as lines starting with '#'.
 */
export interface Passage {
  heading: string;
  content: string;
  wordCount: number;
}

const TARGET_WORDS = 300;
const MAX_WORDS = 450;

export function countWords(text: string): number {
  const words = text.match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu);
  return words ? words.length : 0;
}

export function chunkText(text: string): Passage[] {
  const passages: Passage[] = [];
  let heading = '';
  let buffer: string[] = [];
  let bufferWords = 0;

  const flush = () => {
    if (bufferWords > 0) {
      passages.push({ heading, content: buffer.join('\n\n'), wordCount: bufferWords });
    }
    buffer = [];
    bufferWords = 0;
  };

  for (const block of text.split(/\n\s*\n/)) {
    const trimmed = block.trim();
    if (!trimmed) continue;
    const headingMatch = /^#{1,6}\s+(.+)$/.exec(trimmed);
    if (headingMatch && !trimmed.includes('\n')) {
      flush();
      heading = headingMatch[1]?.trim() ?? '';
      continue;
    }
    for (const piece of splitLongParagraph(trimmed)) {
      const words = countWords(piece);
      if (bufferWords > 0 && bufferWords + words > TARGET_WORDS) flush();
      buffer.push(piece);
      bufferWords += words;
    }
  }
  flush();
  return passages;
}

/** A paragraph over MAX_WORDS is cut into sentence groups of about TARGET_WORDS. */
function splitLongParagraph(paragraph: string): string[] {
  if (countWords(paragraph) <= MAX_WORDS) return [paragraph];
  const sentences = paragraph.match(/[^.!?]+[.!?]+["')\]]*\s*|[^.!?]+$/g) ?? [paragraph];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && countWords(current) + countWords(sentence) > TARGET_WORDS) {
      pieces.push(current.trim());
      current = '';
    }
    current += sentence;
  }
  if (current.trim()) pieces.push(current.trim());
  // A "sentence" may itself be enormous (no punctuation): cut it by words.
  return pieces.flatMap((piece) => (countWords(piece) > MAX_WORDS ? splitByWords(piece) : [piece]));
}

function splitByWords(text: string): string[] {
  const words = text.split(/\s+/);
  const pieces: string[] = [];
  for (let start = 0; start < words.length; start += TARGET_WORDS) {
    pieces.push(words.slice(start, start + TARGET_WORDS).join(' '));
  }
  return pieces;
}
