import type { KnowledgeIndex } from './knowledge-index.js';
import { words } from './text.js';
import { termOf, termsOf } from './tokens.js';
import type { WordNet } from './wordnet.js';

/**
 * A visitor asking the business to recommend someone else: "can you recommend a good roofer",
 * "know a decent garage near town", "any photographers you'd recommend". The knowledge answers
 * that only where it recommends such a one itself — a passage that names the kind beside a word of
 * recommending ("our recommended suppliers … photographers"); otherwise whatever else of the
 * question it matches ("roof", "wedding", "piano") is not what is asked.
 */

/** Praise a visitor puts before the kind of provider they ask for. */
const PRAISE = new Set(
  'good decent nice reliable local great reputable trustworthy trusted cheap affordable best proper'.split(
    ' ',
  ),
);

/** What ends the name of the kind asked for: where, for what, who. */
const ENDS_A_KIND = new Set(
  'near in around round nearby close for to that who which at on with from so because if you youd u ud'.split(
    ' ',
  ),
);

/** The longest name of a kind of provider read: "wedding photographer", "conveyancing solicitor". */
const LONGEST_KIND = 3;

/** Words by which a passage recommends someone, as index terms. */
const RECOMMENDING = [
  ...new Set(
    'recommend recommended recommendation suggest refer supplier suppliers partner partners'
      .split(' ')
      .map(termOf),
  ),
];

/** Where a sentence of a passage ends. */
const SENTENCE_END = /[.!?\n]+/;

/** Broader words that make a kind of thing a place one goes to be served, as WordNet writes them. */
const ESTABLISHMENTS = new Set([
  'building',
  'mercantile establishment',
  'place of business',
  'business establishment',
  'shop',
]);

/** The kind of provider the message asks the business to recommend, or null. */
function kindAskedFor(question: string): string | null {
  for (const clause of question.split(/[,;:.!?]/)) {
    const kind = kindAskedInClause(words(clause));
    if (kind) return kind;
  }
  return null;
}

function kindAskedInClause(tokens: readonly string[]): string | null {
  for (let at = 0; at < tokens.length; at += 1) {
    const word = tokens[at];
    let start = -1;
    if (word === 'recommend' || word === 'suggest') start = at + 1;
    else if (word === 'know') start = at + 1 + (tokens[at + 1] === 'of' ? 1 : 0);
    if (start < 0) {
      // "any photographers you'd recommend"
      if (word === 'any') {
        const kind = kindFrom(tokens, at + 1, false);
        const rest = tokens.slice(at + 2, at + 2 + LONGEST_KIND + 1).join(' ');
        if (kind && /\b(youd|you would|you can|you could|you) (recommend|suggest)\b/.test(rest)) {
          return kind;
        }
      }
      continue;
    }
    if (tokens[start] === 'me') start += 1;
    if (!['a', 'an', 'any', 'some'].includes(tokens[start] ?? '')) continue;
    // "do you know any plumbers", but "do you know a good one", not "do you know a way to…"
    const kind = kindFrom(tokens, start + 1, word === 'know' && tokens[start] !== 'any');
    if (kind) return kind;
  }
  return null;
}

/** The last word of the kind's name that starts at `start`, past the praise before it. */
function kindFrom(tokens: readonly string[], start: number, praiseNeeded: boolean): string | null {
  let at = start;
  while (PRAISE.has(tokens[at] ?? '')) at += 1;
  if (praiseNeeded && at === start) return null;
  let last: string | null = null;
  for (let end = at; end < Math.min(tokens.length, at + LONGEST_KIND); end += 1) {
    const token = tokens[end] ?? '';
    if (ENDS_A_KIND.has(token)) break;
    last = token;
  }
  return last;
}

/** Whether a word names a person or an establishment: a roofer, a solicitor, a garage, a pub. */
function namesAProvider(word: string, english: WordNet): boolean {
  if (english.isPerson(word)) return true;
  return english.kin(word).some(({ word: broader }) => ESTABLISHMENTS.has(broader));
}

/**
 * Whether the message asks the business to recommend a kind of provider its knowledge never
 * recommends: no sentence names the kind beside a word of recommending, nor does a passage whose
 * stored question or heading recommends ("Do you have a list of recommended suppliers?").
 */
export function asksToRecommendSomeoneElse(
  question: string,
  index: KnowledgeIndex,
  english: WordNet,
): boolean {
  const kind = kindAskedFor(question);
  if (!kind || !namesAProvider(kind, english)) return false;
  const term = termOf(kind);
  const recommends = (terms: readonly string[]): boolean =>
    RECOMMENDING.some((word) => terms.includes(word));
  return !index.documents.some((document) => {
    const head = termsOf(`${document.title} ${document.heading}`);
    if (head.includes(term) && recommends(head)) return true;
    return document.text.split(SENTENCE_END).some((sentence) => {
      const terms = termsOf(sentence);
      return terms.includes(term) && (recommends(head) || recommends(terms));
    });
  });
}
