import { isBulletLine, isTableRow, splitSentences } from '../knowledge/sentences.js';
import {
  holdsAnswerType,
  HONORIFIC_NAME,
  WEEKDAY_OR_MONTH,
  type AnswerType,
} from './answer-type.js';

export interface QuoteOptions {
  maxSentences?: number;
  maxChars?: number;
  /** The kind of fact the question asks for: a sentence that matches and holds one is preferred. */
  answerType?: AnswerType | null;
}

/** A matching sentence that holds the fact asked for gains this share of the best match's score. */
const ANSWER_TYPE_BONUS = 0.6;
/** How many sentences on from the best one the fact asked for is looked for. */
const FACT_REACH = 3;

const MAX_SENTENCES = 3;
const MAX_CHARS = 600;
/** A passage this short is quoted whole. */
const SHORT_CHARS = 400;
const SHORT_SENTENCES = 3;
/** A paragraph this short is one thought: its sentences nearest the best join it, as many as fit. */
const SHORT_PARAGRAPH = 4;
const ANSWER_CHARS = 1200;

/** A unit of a passage: a sentence, a list item, a table row, or a line without end punctuation. */
interface Unit {
  text: string;
  kind: 'sentence' | 'item' | 'row' | 'line';
  /** The paragraph (text between blank lines) the unit stands in. */
  paragraph: number;
}

/**
 * Picks what to quote from a document or web-page passage for the visitor's question: the sentence
 * that matches best plus the neighbours that belong with it — the sentence it refers back to or the
 * one that goes on from it, the list it introduces (or the introduction of the item it is), a
 * neighbour that carries a fact (a price, a time, a name) when the best sentence has none, and the
 * rest of a short paragraph. A short passage is quoted whole. A section whose name holds words of
 * the question the quote lacks ("Christmas Eve: the Feast of the Seven Fishes") leads the quote.
 */
export function quotePassage(
  passage: { heading: string; content: string },
  relevance: (sentence: string) => number,
  options: QuoteOptions = {},
): string {
  const maxSentences = options.maxSentences ?? MAX_SENTENCES;
  const maxChars = options.maxChars ?? MAX_CHARS;
  const units = unitsOf(passage.content);
  if (units.length === 0) return '';

  const whole = render(units);
  const sentenceCount = units.filter(countsAsSentence).length;
  const section = sectionName(passage.heading);
  // A section named by the fact asked for ("Dr. Marcus Lee — Periodontist", "Ridgeline — $289")
  // leads the quote: the sentences under it may never repeat it. So does a section named by the
  // person a "who" question asks for, or a quote speaks of by first name ("Helen Marsh, Practice
  // Manager" over "Helen runs…").
  const personHeading = namesAPerson(section);
  const factHeading =
    (namesAFact(section) && relevance(section) > 0) ||
    (options.answerType === 'person' && personHeading);
  const lead = (quote: string, picked: Unit[]) =>
    factHeading ||
    (personHeading && speaksOfByFirstName(quote, section)) ||
    givesContext(section, quote, relevance)
      ? `${section}\n${quote}`
      : withHeading(quote, picked, section);
  if (
    whole.length <= Math.min(SHORT_CHARS, maxChars) ||
    (sentenceCount <= SHORT_SENTENCES && whole.length <= maxChars)
  ) {
    return lead(whole, units);
  }

  const scores = withAnswerType(
    units,
    units.map((unit) => Math.max(0, relevance(unit.text))),
    options.answerType ?? null,
  );
  const best = scores.reduce((top, score, i) => (score > (scores[top] ?? 0) ? i : top), 0);
  const room = factHeading || personHeading ? maxChars - section.length - 1 : maxChars;
  const chosen = choose(units, scores, best, maxSentences, room, options.answerType ?? null);
  const picked = units.filter((_, i) => chosen.has(i));
  return lead(cap(render(picked), room), picked);
}

/**
 * A section name the quote is read under: it holds words of the question that the quote does not
 * repeat. A question heading ("Can I bring my dog?") only restates what the visitor asked.
 */
function givesContext(
  section: string,
  quote: string,
  relevance: (sentence: string) => number,
): boolean {
  if (section === '' || section.endsWith('?')) return false;
  return relevance(`${section} ${quote}`) > relevance(quote);
}

/** A heading that opens with a person's name and says who they are: "Priya Chauhan, Associate". */
function namesAPerson(heading: string): boolean {
  return /^(\p{Lu}[\p{Ll}'’-]+\s+){1,2}\p{Lu}[\p{Ll}'’-]+\s*[,:—–-]\s*\S/u.test(heading);
}

/**
 * A quote that opens with the first name of the person its section is named after ("Priya is a
 * trained family mediator" under "Priya Chauhan, Associate Solicitor"): without the heading the
 * visitor never learns who that is.
 */
function speaksOfByFirstName(quote: string, personHeading: string): boolean {
  const firstName = personHeading.split(/\s/, 1)[0] ?? '';
  return quote.startsWith(`${firstName} `);
}

/**
 * A heading that is itself an answer: it holds a number or a price, a person ("Dr. …"), or a name
 * and what it is, apart by a dash. A plain title ("Meet Our Team", "INSURANCE") is not.
 */
function namesAFact(heading: string): boolean {
  return (
    /[\p{N}$€£¥₹]/u.test(heading) || HONORIFIC_NAME.test(heading) || /\S\s+[—–]\s+\S/u.test(heading)
  );
}

function withAnswerType(units: Unit[], scores: number[], type: AnswerType | null): number[] {
  const top = Math.max(0, ...scores);
  if (!type || top === 0) return scores;
  return scores.map((score, i) =>
    score > 0 && holdsAnswerType(units[i]?.text ?? '', type)
      ? score + ANSWER_TYPE_BONUS * top
      : score,
  );
}

/** The passage's own section: the last part of its heading path, '#' markers removed. */
function sectionName(heading: string): string {
  return (heading.split(' › ').at(-1) ?? '').replace(/^#{1,6}\s+/, '').trim();
}

/** Markdown heading markers and bold removed, spaces collapsed, capped at 1,200 characters. */
export function tidyAnswer(text: string): string {
  const plain = text
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\*\*|__/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return plain.length > ANSWER_CHARS ? `${plain.slice(0, ANSWER_CHARS - 3).trimEnd()}…` : plain;
}

function unitsOf(content: string): Unit[] {
  const units: Unit[] = [];
  content.split(/\n[\t \u00A0]*\n/).forEach((block, paragraph) => {
    for (const raw of splitSentences(block)) {
      // A heading line is the passage's structure, not part of an answer.
      if (/^#{1,6}\s/.test(raw)) continue;
      // A line in bold alone names what follows ("**A4 colour**" over its prices): it introduces
      // it, unless it is a sentence of its own ("**Closed on bank holidays.**").
      const plain = clean(raw);
      const text =
        BOLD_LINE.test(raw.trim()) && !/[.!?…]["'”’)\]]*$/u.test(plain)
          ? `${plain.replace(/:$/, '')}:`
          : plain;
      if (!/[\p{L}\p{N}]/u.test(text)) continue;
      const previous = units.at(-1);
      // A list runs on within its paragraph, not past a blank line.
      const inList =
        previous?.paragraph === paragraph &&
        (previous.kind === 'item' || previous.text.endsWith(':'));
      const unit = (kind: Unit['kind'], unitText = text) =>
        units.push({ text: unitText, kind, paragraph });
      if (isTableRow(text)) unit('row');
      else if (isBulletLine(text)) unit('item', text.replace(/^[*+•◦▪‣·–]\s+/, '- '));
      else if (!endsLikeSentence(text) && inList) unit('item', `- ${text}`);
      else unit(endsLikeSentence(text) ? 'sentence' : 'line');
    }
  });
  return units;
}

const BOLD_LINE = /^(\*\*|__)[^*_\n]+(\*\*|__)$/;

function clean(text: string): string {
  return text
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function endsLikeSentence(text: string): boolean {
  return /[.!?…:]["'”’)\]]*$/u.test(text);
}

function countsAsSentence(unit: Unit): boolean {
  return unit.kind === 'sentence' || unit.kind === 'line';
}

/** A line this short is a fragment (a line of an address, a label), not a sentence of a quote. */
const FRAGMENT_CHARS = 40;

/** Whether the unit takes one of a quote's sentences: not an address's lines, one by one. */
function fillsASentence(unit: Unit): boolean {
  return unit.kind === 'sentence' || (unit.kind === 'line' && unit.text.length > FRAGMENT_CHARS);
}

/**
 * Adds units in order of how much they belong with the best one, while the quote keeps within
 * maxSentences (list items and table rows do not count) and maxChars.
 */
function choose(
  units: Unit[],
  scores: number[],
  best: number,
  maxSentences: number,
  maxChars: number,
  answerType: AnswerType | null,
): Set<number> {
  const chosen = new Set<number>([best]);
  const addAlone = (index: number): boolean => {
    const unit = units[index];
    if (!unit || chosen.has(index)) return false;
    const trial = [...chosen, index].sort((a, b) => a - b).map((i) => units[i] as Unit);
    const sentences = trial.filter(fillsASentence).length;
    if ((fillsASentence(unit) && sentences > maxSentences) || render(trial).length > maxChars) {
      return false;
    }
    chosen.add(index);
    return true;
  };
  // A sentence that introduces a list ("The nearest car parks are:") brings the list, whether it
  // is the best match or joins it.
  const addListAfter = (introduction: number) => {
    if (!units[introduction]?.text.endsWith(':')) return;
    for (let i = introduction + 1; units[i]?.kind === 'item' || units[i]?.kind === 'row'; i++) {
      if (!addAlone(i)) break;
    }
  };
  const add = (index: number): boolean => {
    if (!addAlone(index)) return false;
    addListAfter(index);
    return true;
  };

  const unit = units[best] as Unit;
  // The item that matched comes under its introduction, without the rest of its list.
  if (unit.kind === 'item' || unit.kind === 'row') addAlone(listStart(units, best));
  addListAfter(best);
  if (countsAsSentence(unit)) {
    if (refersBack(unit.text)) add(best - 1);
    if (!hasFact(unit.text)) {
      if (hasFact(units[best + 1]?.text ?? '')) add(best + 1);
      else if (hasFact(units[best - 1]?.text ?? '')) add(best - 1);
    }
    if (refersBack(units[best + 1]?.text ?? '')) add(best + 1);
    if (answerType) addFactAsked(units, best, answerType, add);
    completeParagraph(units, best, add);
  }
  extend(units, scores, chosen, add, (scores[best] ?? 0) === 0);
  return chosen;
}

/**
 * When the best sentence lacks the kind of fact asked for, the nearest sentence after it (or the
 * one before) that holds one, and those between as far as they fit: "how long does a warranty
 * claim take" matches "Submit a warranty claim…", and the time stands in the next paragraph
 * ("…within 7 to 10 business days of arrival").
 */
function addFactAsked(
  units: Unit[],
  best: number,
  type: AnswerType,
  add: (index: number) => boolean,
): void {
  if (holdsAnswerType(units[best]?.text ?? '', type)) return;
  const holds = (i: number) => units[i] !== undefined && holdsAnswerType(units[i].text, type);
  const after = Array.from({ length: FACT_REACH }, (_, step) => best + step + 1).find(holds);
  if (after !== undefined) {
    if (add(after)) for (let i = best + 1; i < after; i++) if (!add(i)) break;
    return;
  }
  if (holds(best - 1)) add(best - 1);
}

/**
 * A short paragraph is the writer's unit of meaning: its other sentences join the best one, the
 * nearest first ("Full buyout for 110 guests on a Monday. Minimum spend $9,000.").
 */
function completeParagraph(units: Unit[], best: number, add: (index: number) => boolean): void {
  const paragraph = units[best]?.paragraph;
  const members = units.flatMap((unit, i) => (unit.paragraph === paragraph ? [i] : []));
  if (members.some((i) => !countsAsSentence(units[i] as Unit))) return;
  if (members.length > SHORT_PARAGRAPH) return;
  members.sort((a, b) => Math.abs(a - best) - Math.abs(b - best)).forEach(add);
}

/**
 * Grows the quote on either side with neighbours that also match the visitor's words (any
 * neighbour when nothing matched: the passage's first sentences), the better one first.
 */
function extend(
  units: Unit[],
  scores: number[],
  chosen: Set<number>,
  add: (index: number) => boolean,
  anyNeighbour: boolean,
): void {
  for (;;) {
    const first = Math.min(...chosen);
    const last = Math.max(...chosen);
    const options = [last + 1, first - 1].filter(
      (i) => i >= 0 && i < units.length && (anyNeighbour || (scores[i] ?? 0) > 0),
    );
    options.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
    if (!options.some(add)) return;
  }
}

/** The introduction of the list (or the header row of the table) an item belongs to. */
function listStart(units: Unit[], index: number): number {
  let i = index;
  while (i > 0 && units[i - 1]?.kind === units[index]?.kind) i--;
  if (units[index]?.kind === 'row') return i;
  return units[i - 1]?.text.endsWith(':') ? i - 1 : i;
}

/** Starts with a word that points back to the sentence before: "It costs $350." */
function refersBack(text: string): boolean {
  return /^(?:it|its|this|that|these|those|they|them|their|he|she|his|her|also|however|but|so|then|both|such|otherwise|additionally|in addition)\b/iu.test(
    text,
  );
}

/**
 * Carries a fact a visitor may be asking for: a number (price, percentage, time, phone number), a
 * currency sign, a weekday or month, an e-mail or web address, or a capitalised name after the
 * first word ("We accept Delta Dental, Cigna and MetLife").
 */
export function hasFact(text: string): boolean {
  return (
    /[\p{N}$€£¥₹%]/u.test(text) ||
    WEEKDAY_OR_MONTH.test(text) ||
    /\S@\S+\.\p{L}|\bwww\.|https?:\/\//u.test(text) ||
    /(?<![.!?:]\s*)(?<=\S\s+)\p{Lu}[\p{L}’'-]+/u.test(text.replace(/^[-*•]\s+/, ''))
  );
}

/** Sentences joined by a space; list items, rows and lines on lines of their own. */
function render(units: Unit[]): string {
  return units
    .map((unit, i) => {
      const previous = units[i - 1];
      if (!previous) return unit.text;
      const ownLine =
        previous.text.endsWith(':') || previous.kind !== 'sentence' || unit.kind !== 'sentence';
      return `${ownLine ? '\n' : ' '}${unit.text}`;
    })
    .join('');
}

/** A quote that starts with list items or rows is introduced by its section's name, on its own line. */
function withHeading(quote: string, units: Unit[], name: string): string {
  if (name === '' || units.some((unit) => unit.kind === 'sentence')) return quote;
  if (!units[0] || units[0].kind === 'line') return quote;
  const readable = name === name.toUpperCase() ? name[0] + name.slice(1).toLowerCase() : name;
  return `${readable.replace(/:$/, '')}:\n${quote}`;
}

function cap(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxChars / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
