import { editDistance } from './text.js';
import { termOf } from './tokens.js';
import type { WordNet } from './wordnet.js';

/** Allowed edits for a word of this length: none below 5 letters, one up to 7, two from 8. */
export function allowedEdits(length: number): number {
  if (length < 5) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * Corrects a misspelt word to the closest word of the organization's knowledge (fewest edits, then
 * the most used), so "colection" finds "collection". Only a word that is neither in the knowledge
 * nor an English word is touched: "complaint" stays "complaint" even when the knowledge only says
 * "compliant". Words with digits and words of other scripts stay as typed.
 */
export function correctSpelling(
  word: string,
  knowledgeWords: ReadonlyMap<string, number>,
  english: WordNet,
): string {
  const max = allowedEdits(word.length);
  if (max === 0 || !/^[a-z]+$/.test(word)) return word;
  if (knowledgeWords.has(word) || english.isWord(word)) return word;
  let best: { word: string; distance: number; uses: number } | null = null;
  for (const [candidate, uses] of knowledgeWords) {
    if (candidate.length < 4 || Math.abs(candidate.length - word.length) > max) continue;
    // A typo seldom changes both of the first two letters.
    if (candidate[0] !== word[0] && candidate[1] !== word[1]) continue;
    const distance = editDistance(word, candidate, max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && uses > best.uses)) {
      best = { word: candidate, distance, uses };
    }
  }
  return best?.word ?? word;
}

/** Shortest stem whose one-letter-away synonyms are its other spellings ("tire", "tyre"). */
const VARIANT_MIN_LENGTH = 4;

/**
 * The knowledge's spelling of an English word it writes another way ("tires" → "tyre", "color" →
 * "colour", "center" → "centre", "gray" → "grey"): a synonym WordNet gives, one edit away stem to
 * stem, that the knowledge uses while it never uses the word. Any other word stays as typed.
 */
export function knowledgeSpelling(
  word: string,
  knowledgeTerms: ReadonlyMap<string, number>,
  english: WordNet,
): string {
  const term = termOf(word);
  if (term.length < VARIANT_MIN_LENGTH || !/^[a-z]+$/.test(word) || knowledgeTerms.has(term)) {
    return word;
  }
  for (const { word: synonym } of english.related(word)) {
    if (!/^[a-z]+$/.test(synonym)) continue;
    const other = termOf(synonym);
    if (other[0] !== term[0] || !knowledgeTerms.has(other)) continue;
    if (editDistance(term, other, 1) <= 1) return synonym;
  }
  return word;
}
