import type { KnowledgeIndex } from './knowledge-index.js';
import { STOPWORDS, termsOf, wordsOf } from './tokens.js';
import { clauseEnds, howToThing } from './word-roles.js';
import type { WordNet } from './wordnet.js';

/**
 * A visitor asking how to do something with a thing English names in two words that the knowledge
 * never writes together: "how do I pay my council tax" of a leisure centre that writes "council"
 * and "tax" apart, "how do I tie a bowline knot" of a shop that sells rope. The words apart are
 * not what is asked. Only the passages that write the thing's last word are read.
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
    if (!english.isWord(`${first} ${second}`)) return false;
    const phrase = ` ${termsOf(`${first} ${second}`).join(' ')} `;
    const last = termsOf(second)[0] ?? '';
    return !(index.postings.get(last) ?? []).some((position) => {
      const document = index.documents[position];
      if (!document) return false;
      const terms = termsOf(`${document.title} ${document.heading} ${document.text}`);
      return ` ${terms.join(' ')} `.includes(phrase);
    });
  });
}
