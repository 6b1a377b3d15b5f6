import { editDistance } from './text.js';
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
