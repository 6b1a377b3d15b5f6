import { editDistance, lightStem, STOPWORDS } from './text.js';

/** Words known to the organization's knowledge, with the number of entries using each. */
export type Vocabulary = ReadonlyMap<string, number>;

/** Allowed edits for a word of this length: none below 5 letters, one up to 7, two from 8. */
export function allowedEdits(length: number): number {
  if (length < 5) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * Replaces a word the knowledge does not know with the closest word it does (fewest edits, then
 * the most used), so "colection" finds "collection". Known words, stop words and numbers stay.
 */
export function correctWord(
  word: string,
  vocabulary: Vocabulary,
  extra: ReadonlySet<string>,
): string {
  const max = allowedEdits(word.length);
  if (max === 0 || /\d/.test(word) || STOPWORDS.has(word)) return word;
  if (isKnown(word, vocabulary, extra)) return word;
  let best: { word: string; distance: number; uses: number } | null = null;
  const consider = (candidate: string, uses: number) => {
    if (candidate.length < 4 || Math.abs(candidate.length - word.length) > max) return;
    if (candidate[0] !== word[0] && candidate[1] !== word[1]) return;
    const distance = editDistance(word, candidate, max);
    if (distance > max) return;
    if (!best || distance < best.distance || (distance === best.distance && uses > best.uses)) {
      best = { word: candidate, distance, uses };
    }
  };
  for (const [candidate, uses] of vocabulary) consider(candidate, uses);
  for (const candidate of extra) consider(candidate, 0);
  return (best as { word: string } | null)?.word ?? word;
}

function isKnown(word: string, vocabulary: Vocabulary, extra: ReadonlySet<string>): boolean {
  if (vocabulary.has(word) || extra.has(word)) return true;
  const stem = lightStem(word);
  return vocabulary.has(stem) || extra.has(stem) || vocabulary.has(`${stem}s`);
}

export function correctWords(
  tokens: string[],
  vocabulary: Vocabulary,
  extra: ReadonlySet<string>,
): string[] {
  return tokens.map((token) => correctWord(token, vocabulary, extra));
}
