import { writesPair, type KnowledgeIndex } from './knowledge-index.js';
import { STOPWORDS, wordsOf } from './tokens.js';
import { clauseEnds, howToThing } from './word-roles.js';
import type { WordNet } from './wordnet.js';

/**
 * A visitor asking how to do something with a thing English names in two words that the knowledge
 * never writes together: "how do I pay my council tax" of a leisure centre that writes "council"
 * and "tax" apart, "how do I tie a bowline knot" of a shop that sells rope. The words apart are
 * not what is asked.
 */
export function asksHowToWithAThingNeverNamed(
  question: string,
  index: KnowledgeIndex,
  english: WordNet,
): boolean {
  const words = wordsOf(question).map(({ surface }) => surface);
  const thing = [...howToThing(words, clauseEnds(question))].sort((a, b) => a - b);
  return thing.some((at, i) => {
    const first = words[at] ?? '';
    const second = thing[i + 1] === at + 1 ? (words[at + 1] ?? '') : '';
    if (!second || STOPWORDS.has(first) || STOPWORDS.has(second)) return false;
    return english.isWord(`${first} ${second}`) && !writesPair(index, first, second);
  });
}
