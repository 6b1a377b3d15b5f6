import type { KnowledgeIndex } from './knowledge-index.js';
import { termsOf, wordsOf } from './tokens.js';
import { adviceAsked, clauseEnds } from './word-roles.js';
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

/** "The best" of these asks the business's own: "the best way to…", "your best price". */
const OF_ITS_OWN = new Set(
  'way ways time times day days place places person people one ones option options thing things price prices deal deals bet choice value number'.split(
    ' ',
  ),
);

/** Words by which a passage recommends someone, as index terms. */
const RECOMMENDING = [
  ...new Set(
    termsOf(
      'recommend recommended recommendation suggest refer supplier suppliers partner partners',
    ),
  ),
];
/**
 * Words by which a passage judges a thing the best, as index terms; not said of someone to go to
 * ("the nearest suitable garage" recommends none).
 */
const JUDGING = [
  ...new Set([...RECOMMENDING, ...termsOf('best ideal suitable suit suits perfect popular')]),
];

/**
 * How many words from the kind a word judges it: "our recommended suppliers: florists, caterers
 * and photographers", not "we recommend backing up your data, just in case".
 */
const JUDGING_REACH = 8;

/** Words that name a line of products of the thing after them: "a good brand of phone case". */
const PRODUCT_LINES = new Set('brand brands make makes model models'.split(' '));

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

/**
 * Whether the kind (the last word of the thing's name) is asked a recommendation of: the best of
 * anything but a person, who is the business's own ("which stylist is best for curls"), unless
 * "what" asks for a thing ("what's the best driver for a beginner"); or, to be recommended, a
 * person or a place ("can you recommend a good size" asks about the service).
 */
function countsAs(kind: string, best: boolean, english: WordNet, askedWhat: boolean): boolean {
  if (OF_ITS_OWN.has(kind)) return false;
  if (best) return askedWhat || !english.isPerson(kind);
  return english.isPerson(kind) || namesAPlace(kind, english);
}

/** Whether a word names an establishment: a garage, a pub, a hotel. */
function namesAPlace(word: string, english: WordNet): boolean {
  return english.kin(word).some(({ word: broader }) => ESTABLISHMENTS.has(broader));
}

/**
 * Whether the message asks for a recommendation the knowledge never makes: no sentence names the
 * kind beside a word of recommending or judging, and no passage names it under a stored question
 * or heading that does ("Do you have a list of recommended suppliers?"). Only the passages that
 * write the kind are read.
 */
export function asksForAnUnmadeRecommendation(
  question: string,
  index: KnowledgeIndex,
  english: WordNet,
): boolean {
  const words = wordsOf(question).map(({ surface }) => surface);
  const asked = adviceAsked(words, clauseEnds(question));
  if (!asked) return false;
  const thing = [...asked.thing].sort((a, b) => a - b).map((at) => words[at] ?? '');
  const kind = kindOf(thing, english);
  // "A good brand of phone case" asks the best of a thing, as "the best phone case" does.
  const best = asked.best || thing.some((word) => PRODUCT_LINES.has(word));
  if (!kind || !countsAs(kind, best, english, asked.askedWhat)) return false;
  const kindTerms = termsOf(kind);
  const term = kindTerms.at(-1) ?? '';
  const judgingWords = best ? JUDGING : RECOMMENDING;
  const judges = (terms: readonly string[]): boolean =>
    judgingWords.some((word) => terms.includes(word));
  return !(index.postings.get(term) ?? []).some((position) => {
    const document = index.documents[position];
    if (!document) return false;
    const head = termsOf(`${document.title} ${document.heading}`);
    if (judges(head)) return true;
    return document.text.split(SENTENCE_END).some((sentence) => {
      const terms = termsOf(sentence);
      return phraseAt(terms, kindTerms).some((at) =>
        judges(terms.slice(Math.max(0, at - JUDGING_REACH), at + kindTerms.length + JUDGING_REACH)),
      );
    });
  });
}

/**
 * The thing's kind: its last word ("photographer" of "a good wedding photographer"), or its last
 * two where English writes them as one ("vacuum cleaner", not the person who cleans).
 */
function kindOf(thing: readonly string[], english: WordNet): string | undefined {
  const [before, last] = thing.slice(-2);
  if (before && last && english.isWord(`${before} ${last}`)) return `${before} ${last}`;
  return thing.at(-1);
}

/** Where the terms hold the phrase's terms side by side. */
function phraseAt(terms: readonly string[], phrase: readonly string[]): number[] {
  return terms.flatMap((_, at) =>
    phrase.every((word, offset) => terms[at + offset] === word) ? [at] : [],
  );
}
