/**
 * An English sentence splitter for extracted documents and web pages. A period only ends a sentence
 * when it is followed by a space and what follows looks like a new sentence, so decimals (99.95%,
 * $3.50), versions (SAML 2.0), addresses (www.example.com, help@example.com), abbreviations (Dr.,
 * e.g., a.m., U.S., No. 5) and ellipses stay inside their sentence. Bullets, numbered items, table
 * rows and '#' heading lines are units of their own, never split or joined to their neighbours.
 */

/** "- ", "* ", "• ", "1. ", "2) ", "a) " at the start of a line. */
const BULLET = /^(?:[-*+•◦▪‣·–]|\d{1,3}[.)]|[a-z]\))\s+\S/;
const HEADING_LINE = /^#{1,6}\s+\S/;

export function isBulletLine(line: string): boolean {
  return BULLET.test(line.trim());
}

/** 'Test | Report time' as the extraction writes table rows, a Markdown row, or tab-separated cells. */
export function isTableRow(line: string): boolean {
  const trimmed = line.trim();
  return /\S \| \S/.test(trimmed) || /^\|.*\|$/.test(trimmed) || /\S\t+\S/.test(trimmed);
}

export function splitSentences(text: string): string[] {
  return textUnits(text).flatMap((unit) => (unit.whole ? [unit.text] : splitProse(unit.text)));
}

interface TextUnit {
  text: string;
  /** A bullet, table row or heading line: one unit, whatever punctuation it holds. */
  whole: boolean;
}

/**
 * Blank lines always separate; a single line break separates too unless the line before was
 * wrapped (it ends with a comma, or is long and ends mid-phrase, or the next line goes on in lower
 * case). Short lines without end punctuation (a price list, an address) stay one unit each.
 */
function textUnits(text: string): TextUnit[] {
  const units: TextUnit[] = [];
  for (const block of text.split(/\n[\t \u00A0]*\n/)) {
    let current: TextUnit | null = null;
    let previousLine = '';
    for (const rawLine of block.split('\n')) {
      const line = rawLine.replace(/\s+/g, ' ').trim();
      if (line === '') continue;
      const standalone = HEADING_LINE.test(line) || isTableRow(rawLine);
      const startsItem = isBulletLine(line);
      if (current && !standalone && !startsItem && continuesLine(previousLine, line)) {
        current.text += ` ${line}`;
      } else {
        if (current) units.push(current);
        current = { text: line, whole: standalone || startsItem };
      }
      // A table row or heading line never takes a continuation.
      previousLine = standalone ? '.' : line;
    }
    if (current) units.push(current);
  }
  return units;
}

function continuesLine(previous: string, line: string): boolean {
  if (/[.!?:…]["'”’)\]]*$/u.test(previous)) return false;
  if (/[,;]$/.test(previous)) return true;
  if (/^\p{Ll}/u.test(line)) return true;
  return previous.length >= 60 && /\p{L}$/u.test(previous);
}

// A candidate end: end punctuation, closing quotes or brackets, then a space or the end.
const CANDIDATE_END = /([.!?…]+)(["'”’)\]]*)(?=\s|$)/gu;

function splitProse(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(CANDIDATE_END)) {
    const end = match.index + match[0].length;
    // Only the words around the stop matter (and slicing whole texts would make this quadratic).
    const before = text.slice(Math.max(start, match.index - 80), match.index);
    const next = text.slice(end, end + 80).trimStart();
    if (next === '' || endsSentence(before, match[1] ?? '', match[2] ?? '', next)) {
      sentences.push(text.slice(start, end).trim());
      start = end;
    }
  }
  const rest = text.slice(start).trim();
  if (rest !== '') sentences.push(rest);
  return sentences;
}

/** Titles and other abbreviations that never end a sentence. */
const NEVER_FINAL = new Set(
  'mr mrs ms mx dr prof rev hon fr sgt capt col gen lt mt ft e.g i.e cf vs viz approx ca incl excl esp resp'.split(
    ' ',
  ),
);
/** Abbreviations before a number: "No. 5", "p. 12", "Tel. 555 0100". */
const BEFORE_NUMBER = new Set('no nos p pp vol fig art sec ch ref tel ph ext nr'.split(' '));
/** Abbreviations that may also end a sentence: they do when a new sentence clearly follows. */
const MAY_END = new Set(
  'etc inc ltd co corp jr sr st ave rd blvd dept est al bros llc plc'.split(' '),
);
const WEEKDAYS_AND_MONTHS = new Set(
  [
    'monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri',
    'sat sun january february march april may june july august september october november',
    'december jan feb mar apr jun jul aug sep sept oct nov dec',
  ]
    .join(' ')
    .split(' '),
);
/** Closed-class words that start sentences: pronouns, articles, determiners, conjunctions. */
const SENTENCE_STARTERS = new Set(
  [
    'i we you he she it they this that these those there here the a an our your their its my his',
    'her if when while as but and or so also however then in on at for to from with after before',
    'all each every some many most no not please',
  ]
    .join(' ')
    .split(' '),
);

function endsSentence(before: string, stop: string, closers: string, next: string): boolean {
  const nextWord = /^\S+/.exec(next)?.[0] ?? '';
  const nextStartsLower = /^\p{Ll}/u.test(next);
  const nextStartsUpper = /^["'“‘([]?\p{Lu}/u.test(next);
  const nextIsCalendarWord = WEEKDAYS_AND_MONTHS.has(bareWord(nextWord).toLowerCase());

  if (stop.includes('!') || stop.includes('?')) return !nextStartsLower;
  if (stop.length > 1) return nextStartsUpper; // an ellipsis ends a sentence only before a capital
  if (nextStartsLower) return false;
  if (closers !== '') return true;

  const token = /\S+$/.exec(before)?.[0] ?? '';
  const word = token.replace(/^[("'“‘[]+/, '');
  const lower = word.toLowerCase();
  const nextIsNumber = /^\d/.test(next);

  if (/^\d{1,2}$/.test(word) && isListNumber(before)) return false;
  if (BEFORE_NUMBER.has(lower) && nextIsNumber) return false;
  if (NEVER_FINAL.has(lower)) return false;
  if (/^\p{Lu}$/u.test(word) && nextStartsUpper) return false; // an initial: "J. Smith"
  if (/^(?:\p{L}\.)+\p{L}$/u.test(word)) {
    // Initialisms: "a.m." ends a sentence before a capital, "U.S." only before a sentence starter.
    if (!nextStartsUpper || nextIsCalendarWord) return false;
    return word === lower || SENTENCE_STARTERS.has(bareWord(nextWord).toLowerCase());
  }
  if (lower === 'st' && !/\p{Lu}\p{Ll}*\s+St$|\d\s+St$/u.test(before.trimEnd())) return false;
  if (MAY_END.has(lower) || WEEKDAYS_AND_MONTHS.has(lower)) {
    if (WEEKDAYS_AND_MONTHS.has(lower) && nextIsNumber) return false;
    return nextStartsUpper && !nextIsCalendarWord;
  }
  return nextStartsUpper || /^["'“‘([$€£¥₹\d]/u.test(next);
}

/** "1." at the start of the text or after a colon is a list number, not a sentence. */
function isListNumber(before: string): boolean {
  const prefix = before.replace(/\S+$/, '').trimEnd();
  return prefix === '' || prefix.endsWith(':');
}

function bareWord(word: string): string {
  return word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}
