import type { KnowledgeIndex } from './knowledge-index.js';
import { words } from './text.js';
import { termOf, termsOf } from './tokens.js';
import type { WordNet } from './wordnet.js';

/**
 * A visitor asking the business for a recommendation it never makes: someone else to go to ("can
 * you recommend a good roofer", "know a decent garage near town", "any photographers you'd
 * recommend") or the best of some thing ("what's the best weedkiller for knotweed", "which stand
 * mixer is best for bread dough"). The knowledge answers that only where it judges such a one
 * itself — a sentence that names the kind beside a word of recommending or judging ("our
 * recommended suppliers … photographers", "the best fuel is seasoned ash"); otherwise whatever
 * else of the question it matches ("roof", "bread", "roses") is not what is asked.
 */

/** What is asked to be recommended: the last word of its name, and what it must be to count. */
interface Asked {
  kind: string;
  /**
   * 'provider': asked to be recommended, it counts as someone else only as a person or a place
   * ("recommend a good size" asks about the service). 'thing': asked for the best of, it counts
   * as anything but a person, who is the business's own ("who's the best stylist for curls").
   */
  as: 'provider' | 'thing';
}

/** Praise a visitor puts before the kind they ask for. */
const PRAISE = new Set(
  'good decent nice reliable local great reputable trustworthy trusted cheap affordable best proper'.split(
    ' ',
  ),
);

/** What ends the name of the kind asked for: where, for what, who, when. */
const ENDS_A_KIND = new Set(
  'near in around round nearby close for to that who which at on with from so because if after before by until you youd u ud'.split(
    ' ',
  ),
);

/** The longest name of a kind read: "wedding photographer", "conveyancing solicitor". */
const LONGEST_KIND = 3;

/** "The best" of these asks the business's own: "the best way to…", "your best price". */
const OF_ITS_OWN = new Set(
  'way ways time times day days place places person people one ones option options thing things price prices deal deals bet choice value number'.split(
    ' ',
  ),
);

/** Words by which a passage recommends or judges something, as index terms. */
const JUDGING = [
  ...new Set(
    'recommend recommended recommendation suggest refer supplier suppliers partner partners best ideal suitable suit suits perfect popular'
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

function askedFor(question: string): Asked | null {
  for (const clause of question.split(/[,;:.!?]/)) {
    const asked = askedInClause(words(clause));
    if (asked) return asked;
  }
  return null;
}

function askedInClause(tokens: readonly string[]): Asked | null {
  const asked = (kind: string | null, as: Asked['as']): Asked | null =>
    kind ? { kind, as } : null;
  for (let at = 0; at < tokens.length; at += 1) {
    const word = tokens[at];
    let found: Asked | null = null;
    if (word === 'best' && (at === 0 || tokens[at - 1] === 'the')) {
      // "best hotel to stay at in worcester", "what's the best weedkiller for…", but "who is the
      // best…" asks after the business's own people
      if (tokens.slice(0, at).some((token) => token === 'who' || token === 'whos')) continue;
      found = asked(kindFrom(tokens, at + 1, false), 'thing');
    } else if (word === 'which') {
      // "which stand mixer is best for bread dough"
      const verb = tokens.findIndex((token, i) => i > at && (token === 'is' || token === 'are'));
      if (verb > at + 1 && verb <= at + 1 + LONGEST_KIND && tokens[verb + 1] === 'best') {
        found = asked(tokens[verb - 1] ?? null, 'thing');
      }
    } else if (word === 'any') {
      // "any photographers you'd recommend"
      const rest = tokens.slice(at + 2, at + 3 + LONGEST_KIND).join(' ');
      if (/\b(youd|you would|you can|you could|you) (recommend|suggest)\b/.test(rest)) {
        found = asked(kindFrom(tokens, at + 1, false), 'provider');
      }
    } else if (word === 'recommend' || word === 'suggest' || word === 'know') {
      let start = at + 1 + (word === 'know' && tokens[at + 1] === 'of' ? 1 : 0);
      if (tokens[start] === 'me') start += 1;
      const article = tokens[start] ?? '';
      // "do you know any plumbers", "do you know a good one", but not "do you know a way to…"
      const praiseNeeded = word === 'know' && article !== 'any';
      if (['a', 'an', 'any', 'some'].includes(article)) {
        found = asked(kindFrom(tokens, start + 1, praiseNeeded), 'provider');
      }
    }
    if (found) return found;
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

/** Whether the kind is what the visitor asks a recommendation of, read as `as` says. */
function countsAs({ kind, as }: Asked, english: WordNet): boolean {
  if (OF_ITS_OWN.has(kind)) return false;
  if (as === 'thing') return !english.isPerson(kind);
  return english.isPerson(kind) || namesAPlace(kind, english);
}

/** Whether a word names an establishment: a garage, a pub, a hotel. */
function namesAPlace(word: string, english: WordNet): boolean {
  return english.kin(word).some(({ word: broader }) => ESTABLISHMENTS.has(broader));
}

/**
 * Whether the message asks for a recommendation the knowledge never makes: no sentence names the
 * kind beside a word of recommending or judging, nor does a passage whose stored question or
 * heading recommends ("Do you have a list of recommended suppliers?").
 */
export function asksForAnUnmadeRecommendation(
  question: string,
  index: KnowledgeIndex,
  english: WordNet,
): boolean {
  const asked = askedFor(question);
  if (!asked || !countsAs(asked, english)) return false;
  const term = termOf(asked.kind);
  const judges = (terms: readonly string[]): boolean =>
    JUDGING.some((word) => terms.includes(word));
  return !index.documents.some((document) => {
    const head = termsOf(`${document.title} ${document.heading}`);
    if (head.includes(term) && judges(head)) return true;
    return document.text.split(SENTENCE_END).some((sentence) => {
      const terms = termsOf(sentence);
      return terms.includes(term) && (judges(head) || judges(terms));
    });
  });
}
