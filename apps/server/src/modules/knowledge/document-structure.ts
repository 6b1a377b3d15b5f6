import { isBulletLine, isTableRow } from './sentences.js';

/**
 * Reads the structure of extracted text line by line: headings (explicit '#' lines, and the ones
 * plain text shows by layout), list items, table rows and prose. Extraction writes '#' headings for
 * .docx, .pdf, .md and web pages, but a .txt file, a .doc or a page's h4–h6 only show a heading by
 * how it looks: a line in capitals, the document's first line, a short title-like line before a
 * paragraph, a question line before its answer, a short label ending with ':' before a list, or a
 * numbered section title ("1. AVAILABILITY", "2.3 Service credits") before a paragraph or between
 * the sections it numbers.
 */
export type DocumentLine =
  | { kind: 'heading'; text: string; level: number }
  | { kind: 'prose' | 'item' | 'row'; text: string; block: number };

interface RawLine {
  text: string;
  block: number;
  /** The first line of its block (a block is text between blank lines). */
  first: boolean;
  /** The only line of its block. */
  alone: boolean;
}

const MARKDOWN_HEADING = /^(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
/**
 * "1. AVAILABILITY COMMITMENT", "2.3 Service credits", "Section 4: Support": a section number, then
 * the title. A bare number before a space is part of the title ("24 Hour Emergency Line").
 */
const NUMBERED_TITLE =
  /^(?:section\s+(\d{1,2}(?:\.\d{1,2})*)[.):]?|(\d{1,2}(?:\.\d{1,2})+)[.):]?|(\d{1,2})[.):])\s+(\S.*)$/iu;
const END_PUNCTUATION = /[.!?,;:…]["'”’)\]]*$/u;
const SENTENCE_END = /[.!?:…]["'”’)\]]*$/u;
const CURRENCY_OR_PERCENT = /[$€£¥₹%]/u;
/** Words that start a sentence rather than a label: "We accept:" introduces a list. */
const SENTENCE_OPENERS = new Set(
  'i we you he she it they this that these those there here our your their its my his her the a an if when please'.split(
    ' ',
  ),
);

/** "Q: Do you deliver?" and "A: Yes, …" (or "Question:", "Answer:") as FAQ documents write them. */
const QUESTION_MARKER = /^(?:\*\*|__)?(?:q|question)\s*:(?:\*\*|__)?\s*(?=\S)/i;
const ANSWER_MARKER = /^(?:\*\*|__)?(?:a|answer)\s*:(?:\*\*|__)?\s*(?=\S)/i;

export function readStructure(text: string): DocumentLine[] {
  const lines = withoutQuestionMarkers(rawLines(text));
  const sectionNumbers = numberedSections(lines);
  const result: DocumentLine[] = [];
  let markdownLevel = 0;
  let previous: DocumentLine | null = null;
  lines.forEach((line, index) => {
    const classified = classify(line, index, lines, previous, markdownLevel, sectionNumbers);
    if (classified.kind === 'heading' && MARKDOWN_HEADING.test(line.text)) {
      markdownLevel = classified.level;
    }
    result.push(classified);
    previous = classified;
  });
  return result;
}

function rawLines(text: string): RawLine[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[\t \u00A0]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) =>
          line.replace(/[\t \u00A0]+/g, (space) => (space.includes('\t') ? '\t' : ' ')),
        )
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((block) => block.length > 0)
    .flatMap((block, blockIndex) =>
      block.map((line, i) => ({
        text: line,
        block: blockIndex,
        first: i === 0,
        alone: block.length === 1,
      })),
    );
}

/**
 * A document that marks its questions "Q:" has its question lines read as the questions and its
 * answers as the text under them: the markers are neither heading nor answer. Without a "Q:" line,
 * an "A:" is left alone ("A: the basic plan").
 */
function withoutQuestionMarkers(lines: RawLine[]): RawLine[] {
  const marked = (line: RawLine) =>
    QUESTION_MARKER.test(line.text) && /\?["'”’)*_]*$/u.test(line.text);
  if (!lines.some(marked)) return lines;
  return lines.map((line) => ({
    ...line,
    text: marked(line)
      ? line.text.replace(QUESTION_MARKER, '')
      : line.text.replace(ANSWER_MARKER, ''),
  }));
}

function classify(
  line: RawLine,
  index: number,
  lines: RawLine[],
  previous: DocumentLine | null,
  markdownLevel: number,
  sectionNumbers: ReadonlySet<number>,
): DocumentLine {
  const body = (kind: 'prose' | 'item' | 'row') => ({
    kind,
    text: line.text.replace(/\t+/g, ' | '),
    block: line.block,
  });
  const markdown = MARKDOWN_HEADING.exec(line.text);
  if (markdown) {
    return {
      kind: 'heading',
      text: headingText(markdown[2] ?? ''),
      level: markdown[1]?.length ?? 1,
    };
  }
  if (isTableRow(line.text)) return body('row');
  const next = lines[index + 1];
  const previousRaw = lines[index - 1];
  const listBefore = previous !== null && continuesList(previous, previousRaw);
  const numbered = numberedTitle(line, next, listBefore, sectionNumbers.has(index));
  if (numbered) return { kind: 'heading', ...numbered, level: markdownLevel + numbered.level };
  if (isBulletLine(line.text)) return body('item');
  if (next) {
    const heading = (level: number) => ({
      kind: 'heading' as const,
      text: headingText(line.text),
      level,
    });
    // A list of one-line blocks may end in a short line that is its last item, not a title.
    const maybeLastItem = listBefore && line.alone && previousRaw?.alone === true;
    // Capitals after "We offer:" or after another capitals item are list items ("MRI").
    const capitalsItem =
      listBefore && (previous?.text.endsWith(':') || isCapitals(previous?.text ?? ''));
    if (isCapitals(line.text) && !capitalsItem) {
      return heading(markdownLevel + 1);
    }
    if (index === 0 && isTitleLike(line.text)) return heading(markdownLevel + 1);
    // Right under a heading, only a line before a paragraph can be a heading of its own.
    const underHeading = previous?.kind === 'heading';
    if (line.first && !maybeLastItem && startsSection(line, next, lines, index, underHeading)) {
      return heading(markdownLevel + 1);
    }
    if (isLabel(line.text) && isListLine(next.text)) return heading(markdownLevel + 2);
  }
  if (listBefore && isListLine(line.text)) return body('item');
  return body('prose');
}

/**
 * The lines that number a document's sections: numbered titles ("3. What the lights mean", "4.
 * How often should I come?") that
 * each stand between lines of another kind, at least two in the document. The items of a numbered
 * list follow one another ("1. Passport", "2. Payslip"); a section's number comes after the text of
 * the section before, wherever its author put the blank lines.
 */
function numberedSections(lines: readonly RawLine[]): ReadonlySet<number> {
  const numbered = (line: RawLine | undefined) =>
    line !== undefined && NUMBERED_TITLE.test(line.text);
  const sections = new Set<number>();
  lines.forEach((line, index) => {
    const title = NUMBERED_TITLE.exec(line.text)?.[4];
    if (title === undefined || index === lines.length - 1) return;
    if (!isTitleLike(title) && !isQuestionTitle(title)) return;
    if (!numbered(lines[index - 1]) && !numbered(lines[index + 1])) sections.add(index);
  });
  return sections.size >= 2 ? sections : new Set();
}

/**
 * A numbered line that titles a section rather than being an item of a numbered list: one of the
 * document's section numbers (`numberedSections`), in capitals, or alone in its block with a
 * paragraph after it. "2.3" is a level deeper than "2".
 */
function numberedTitle(
  line: RawLine,
  next: RawLine | undefined,
  listBefore: boolean,
  sectionNumber: boolean,
): { text: string; level: number } | null {
  const match = NUMBERED_TITLE.exec(line.text);
  const title = match?.[4] ?? '';
  if (!match || !next) return null;
  const number = match[1] ?? match[2] ?? match[3] ?? '';
  const heading = { text: headingText(title), level: number.split('.').length };
  if (sectionNumber) return heading;
  if (!isTitleLike(title)) return null;
  // Capitals items of a numbered list ("1. MRI SCAN", "2. CT SCAN") follow one another; a
  // numbered line in capitals alone in its block titles what follows, a list included ("6.
  // EXTRAS" over its bullets), even right after another section's list.
  const standsAlone = line.alone && isCapitals(title);
  if (listBefore && !standsAlone) return null;
  const capitals =
    standsAlone || (isCapitals(title) && wordsOf(title).length >= 2 && !isBulletLine(next.text));
  if (!capitals && !(line.alone && next.first && isProse(next.text))) return null;
  return heading;
}

/** A title-like line before a paragraph, a list or the short lines of its own block. */
function startsSection(
  line: RawLine,
  next: RawLine,
  lines: RawLine[],
  index: number,
  proseOnly: boolean,
): boolean {
  if (isQuestionTitle(line.text)) return isProse(next.text);
  if (!isTitleLike(line.text)) return false;
  if (next.block === line.block && /^\p{Ll}/u.test(next.text)) return false; // a wrapped line
  if (isProse(next.text)) return true;
  if (proseOnly) return false;
  if (isBulletLine(next.text) || isTableRow(next.text)) return true;
  // "Insurers" over the short lines of its own block.
  const rest: RawLine[] = [];
  for (let i = index + 1; lines[i]?.block === line.block; i++) rest.push(lines[i] as RawLine);
  return (
    rest.length >= 2 &&
    rest.every((other) => isListLine(other.text) && !/^\p{Ll}/u.test(other.text))
  );
}

/** After an introduction ending with ':' or another item, a short line is a list item. */
function continuesList(previous: DocumentLine, previousRaw: RawLine | undefined): boolean {
  if (previous.kind === 'item') return true;
  if (previous.kind === 'heading' || previous.kind === 'row') return false;
  if (previous.text.endsWith(':')) return true;
  // A short line alone in its block that did not become a heading is an item of a list without
  // markers (extraction writes each list item as a paragraph of its own).
  return previousRaw?.alone === true && isListLine(previous.text);
}

function headingText(text: string): string {
  return text
    .replace(/\*\*|__/g, '')
    .replace(/\s*:$/, '')
    .trim();
}

function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu) ?? [];
}

/**
 * Whether a line has a word of letters alone: a title does ("6. FEES", "2026 Prices"); a postcode
 * or a code ("LA9 6ND", "B2") alone on its line does not.
 */
function hasAWordOfLetters(text: string): boolean {
  return wordsOf(text).some((word) => !/\p{N}/u.test(word) && /\p{L}/u.test(word));
}

/** "OPENING HOURS", "FEES & PAYMENT:": letters all capitals, short, not a price or a table row. */
export function isCapitals(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 3 &&
    hasAWordOfLetters(text) &&
    letters === letters.toUpperCase() &&
    letters !== letters.toLowerCase() &&
    wordsOf(text).length <= 10 &&
    !/[.!?,;]$/.test(text) &&
    !CURRENCY_OR_PERCENT.test(text)
  );
}

/** A short line that starts with a capital and does not end like a sentence: "Insurance and payment". */
export function isTitleLike(text: string): boolean {
  const words = wordsOf(text);
  return (
    words.length >= 1 &&
    words.length <= 10 &&
    text.length <= 80 &&
    hasAWordOfLetters(text) &&
    /^[\p{Lu}\p{N}"“'‘(]/u.test(text) &&
    !END_PUNCTUATION.test(text) &&
    !CURRENCY_OR_PERCENT.test(text) &&
    !/:\s.*\d/.test(text) && // "Friday: 8 am – 3 pm" is a value, not a title
    !(/\d/.test(text) && (text.match(/,/g) ?? []).length >= 2) // nor "27 Narrow Quay, Bristol BS1 4QA"
  );
}

/** "Can you collect samples at home?" on a line of its own, before its answer. */
function isQuestionTitle(text: string): boolean {
  const words = wordsOf(text);
  return /^\p{Lu}/u.test(text) && text.endsWith('?') && words.length <= 15 && !/[.!?]\s/.test(text);
}

/** "Opening hours:" (a label), unlike "We accept the following plans:" (a sentence). */
function isLabel(text: string): boolean {
  const words = wordsOf(text);
  const first = words[0]?.toLowerCase() ?? '';
  return (
    text.endsWith(':') && words.length <= 4 && /^\p{Lu}/u.test(text) && !SENTENCE_OPENERS.has(first)
  );
}

/** A paragraph: a sentence that ends, or a long line. */
function isProse(text: string): boolean {
  if (isTableRow(text) || isBulletLine(text) || MARKDOWN_HEADING.test(text)) return false;
  const words = wordsOf(text).length;
  return (words >= 4 && SENTENCE_END.test(text)) || words >= 12;
}

/** A line that can be a list item: a bullet, a table row, or a short line that is not a sentence. */
function isListLine(text: string): boolean {
  if (isBulletLine(text) || isTableRow(text)) return true;
  return wordsOf(text).length <= 12 && text.length <= 100 && !/[.!?]["'”’)\]]*$/u.test(text);
}
