import { type DocumentLine, readStructure } from './document-structure.js';
import { splitSentences } from './sentences.js';

/**
 * Splits extracted text into passages for ranking, following the document's own structure: one
 * passage per section (a heading and what follows it up to the next heading), so the engine quotes
 * from the section that answers. A section over MAX_WORDS is split into balanced pieces at
 * paragraph, then sentence boundaries; a list stays with the sentence or short paragraph that
 * introduces it, a table row stays whole, and a split list or table repeats its introduction or
 * header row. Two headed sections are never merged, and the heading is kept apart from the
 * content, never glued to it.
 */
export interface Passage {
  heading: string;
  content: string;
  wordCount: number;
}

/**
 * About what the bundled model reads with a passage's title and heading, and about a quote's
 * length: longer passages of prose answered fewer questions (docs/decisions/015).
 */
const MAX_WORDS = 110;
/** A "sentence" longer than this (text without punctuation) is cut by words. */
const MAX_SENTENCE_WORDS = 270;
/** An introduction or table header this long is not repeated in every piece. */
const MAX_LEAD_WORDS = 40;

export function countWords(text: string): number {
  const words = text.match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu);
  return words ? words.length : 0;
}

export function chunkText(text: string): Passage[] {
  const passages = withoutSubtitle(sections(readStructure(text))).flatMap((section) =>
    packAtoms(atomsOf(section.body)).map((content) => ({
      heading: section.heading,
      content,
      wordCount: countWords(content),
    })),
  );
  if (passages.length > 0 || countWords(text) === 0) return passages;
  // Only headings: the text itself is the passage rather than nothing.
  const content = readStructure(text)
    .map((line) => line.text)
    .join('\n');
  return [{ heading: '', content, wordCount: countWords(content) }];
}

type BodyLine = Exclude<DocumentLine, { kind: 'heading' }>;

interface Section {
  heading: string;
  body: BodyLine[];
  /** The section under the document's first line, a heading: its title. */
  underTitle?: boolean;
}

/**
 * A subtitle under the document's title ("Payroll Deduction Guide for Employees") answers nothing:
 * as a passage it would be quoted for the title's words, a title with no text. The title still
 * names the document, as the parent of the section that follows.
 */
function withoutSubtitle(all: Section[]): Section[] {
  const [first, next, ...rest] = all;
  if (!first || !next || !isSubtitle(first)) return all;
  return [{ ...next, heading: `${first.heading} › ${next.heading}` }, ...rest];
}

/** Longest subtitle, in words. */
const MAX_SUBTITLE_WORDS = 12;

/**
 * The title's section holds only a subtitle: a line or two of words with no sentence, number or
 * list ("Payroll Deduction Guide for Employees"), not "Valid from 1 May 2026".
 */
function isSubtitle(section: Section): boolean {
  if (!section.underTitle) return false;
  const text = section.body.map((line) => line.text).join(' ');
  return (
    section.body.every((line) => line.kind === 'prose') &&
    countWords(text) <= MAX_SUBTITLE_WORDS &&
    !/[\d.!?:;]/.test(text)
  );
}

/**
 * Groups lines under their heading. A nested heading is shown as "Parent › Child", except under
 * the document's title (a first heading that no other heading outranks), which would otherwise
 * repeat in every passage.
 */
function sections(lines: DocumentLine[]): Section[] {
  const first = lines[0];
  const title =
    first?.kind === 'heading' &&
    lines.every((line, i) => i === 0 || line.kind !== 'heading' || line.level > first.level)
      ? first
      : null;
  const result: Section[] = [];
  const open: { text: string; level: number; isTitle: boolean }[] = [];
  let current: Section = { heading: '', body: [] };
  for (const line of lines) {
    if (line.kind !== 'heading') {
      current.body.push(line);
      continue;
    }
    if (current.body.length > 0) result.push(current);
    while ((open.at(-1)?.level ?? 0) >= line.level) open.pop();
    const parent = open.at(-1);
    open.push({ text: line.text, level: line.level, isTitle: line === title });
    const heading = parent && !parent.isTitle ? `${parent.text} › ${line.text}` : line.text;
    current = { heading, body: [], underTitle: line === first };
  }
  if (current.body.length > 0) result.push(current);
  return result;
}

/** The smallest piece a passage may end after: a sentence, a list item or a table row. */
interface Atom {
  text: string;
  words: number;
  /** What joins it to the atom before when both land in one passage. */
  before: '\n\n' | '\n' | ' ';
  /** Starts a paragraph, list or table: the preferred place to start a new passage. */
  opensBlock: boolean;
  /** A list's introduction or a table's header row, repeated when a passage starts inside it. */
  lead: string | null;
  kind: BodyLine['kind'];
}

function atomsOf(body: BodyLine[]): Atom[] {
  const atoms: Atom[] = [];
  let lead: string | null = null;
  let index = 0;
  while (index < body.length) {
    const line = body[index] as BodyLine;
    const previous = atoms.at(-1);
    if (line.kind === 'prose') {
      // One paragraph: the prose lines of one block.
      let end = index;
      while (body[end + 1]?.kind === 'prose' && body[end + 1]?.block === line.block) end++;
      const lines = body.slice(index, end + 1).map((prose) => prose.text);
      const sentences = splitSentences(lines.join('\n')).flatMap(cutLongSentence);
      sentences.forEach((sentence, i) => {
        atoms.push({
          text: sentence,
          words: countWords(sentence),
          before: i === 0 ? '\n\n' : lines.length > 1 ? '\n' : ' ',
          opensBlock: i === 0,
          lead: null,
          kind: 'prose',
        });
      });
      const last = sentences.at(-1) ?? '';
      lead = last.endsWith(':') && countWords(last) <= MAX_LEAD_WORDS ? last : null;
      index = end + 1;
      continue;
    }
    const continuesRun = previous !== undefined && body[index - 1]?.kind === line.kind;
    const inList = previous !== undefined && (lead !== null || previous.text.endsWith(':'));
    if (!continuesRun && line.kind === 'row') lead = tableHeader(body, index) ?? lead;
    else if (!continuesRun && body[index - 1]?.kind === 'row') lead = null; // a list after a table
    atoms.push({
      text: line.text,
      words: countWords(line.text),
      before: continuesRun || inList ? '\n' : '\n\n',
      opensBlock: !continuesRun && !inList,
      lead: line.text === lead ? null : lead,
      kind: line.kind,
    });
    index++;
  }
  return atoms;
}

/** The first row of a table is its header when it holds no numbers and a later row does. */
function tableHeader(body: BodyLine[], start: number): string | null {
  let end = start;
  while (body[end + 1]?.kind === 'row') end++;
  const [first, ...rest] = body.slice(start, end + 1).map((row) => row.text);
  if (first === undefined || /\d/.test(first) || !rest.some((row) => /\d/.test(row))) return null;
  return countWords(first) <= MAX_LEAD_WORDS ? first : null;
}

function cutLongSentence(sentence: string): string[] {
  const words = sentence.split(/\s+/);
  if (countWords(sentence) <= MAX_SENTENCE_WORDS) return [sentence];
  const size = Math.ceil(words.length / Math.ceil(words.length / MAX_WORDS));
  const pieces: string[] = [];
  for (let start = 0; start < words.length; start += size) {
    pieces.push(words.slice(start, start + size).join(' '));
  }
  return pieces;
}

/**
 * Packs atoms into passages: whole paragraphs, lists and tables while they fit in MAX_WORDS, so a
 * section of up to MAX_WORDS stays whole. A paragraph, list or table longer than that is cut into
 * pieces of about equal size at sentences, items or rows.
 */
function packAtoms(atoms: Atom[]): string[] {
  const pieces: Atom[][] = [];
  let piece: Atom[][] = [];
  const words = () => piece.reduce((sum, block) => sum + wordsIn(block), 0);
  const close = () => {
    if (piece.length > 0) pieces.push(piece.flat());
    piece = [];
  };
  for (const block of blocksOf(atoms)) {
    if (wordsIn(block) > MAX_WORDS) {
      close();
      const balanced = balance(block);
      pieces.push(...balanced.slice(0, -1));
      piece = balanced.slice(-1);
      continue;
    }
    if (piece.length > 0 && words() + wordsIn(block) > MAX_WORDS) {
      // A short paragraph right before a list or table introduces it, and goes along with it.
      const last = piece.at(-1) ?? [];
      const introduces =
        piece.length > 1 &&
        block[0]?.kind !== 'prose' &&
        last.every((atom) => atom.kind === 'prose') &&
        wordsIn(last) <= MAX_LEAD_WORDS &&
        wordsIn(last) + wordsIn(block) <= MAX_WORDS;
      if (introduces) piece.pop();
      close();
      if (introduces) piece.push(last);
    }
    piece.push(block);
  }
  close();
  return pieces.map(render);
}

function blocksOf(atoms: Atom[]): Atom[][] {
  const blocks: Atom[][] = [];
  for (const atom of atoms) {
    const current = blocks.at(-1);
    if (atom.opensBlock || !current) blocks.push([atom]);
    else current.push(atom);
  }
  return blocks;
}

/**
 * Cuts before an atom once its middle would pass an equal share of the words (or the piece would
 * pass MAX_WORDS), never right after a line ending with ':' (it introduces what follows).
 */
function balance(atoms: Atom[]): Atom[][] {
  const total = wordsIn(atoms);
  const goal = total / Math.ceil(total / MAX_WORDS);
  const pieces: Atom[][] = [];
  let piece: Atom[] = [];
  let words = 0;
  for (const atom of atoms) {
    const last = piece.at(-1);
    const canCut = last !== undefined && !last.text.endsWith(':');
    if (canCut && (words + atom.words / 2 > goal || words + atom.words > MAX_WORDS)) {
      pieces.push(piece);
      piece = [];
      words = 0;
    }
    piece.push(atom);
    words += atom.words;
  }
  if (piece.length > 0) pieces.push(piece);
  return pieces;
}

function wordsIn(atoms: Atom[]): number {
  return atoms.reduce((sum, atom) => sum + atom.words, 0);
}

function render(piece: Atom[]): string {
  const [first] = piece;
  const lead = first?.lead ? `${first.lead}\n` : '';
  return (
    lead + piece.map((atom, i) => (i === 0 ? atom.text : `${atom.before}${atom.text}`)).join('')
  ).trim();
}
