import type { KnowledgeIndex } from './knowledge-index.js';

/** Letters each word of the phrase gives the shortening, at least. */
const MIN_PART = 2;
const MAX_PHRASES = 3;

/**
 * The knowledge's two-word phrases that a visitor's word shortens by their beginnings: "amex" is
 * "American Express", "aircon" "air conditioning", "bizcard" "business card". Visitors write such
 * blends and closed compounds as the knowledge never does, and neither the spelling nor WordNet
 * connects them; the word must be one the knowledge does not use.
 */
export function shortenedPhrases(
  word: string,
  index: Pick<KnowledgeIndex, 'surfaceWords' | 'wordPairs'>,
): [string, string][] {
  if (!/^[a-z]+$/.test(word) || word.length < 2 * MIN_PART || index.surfaceWords.has(word)) {
    return [];
  }
  const found: [string, string][] = [];
  const pairs = index.wordPairs.get(word.slice(0, MIN_PART)) ?? [];
  for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut += 1) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    for (const [first, second] of pairs) {
      if (!first.startsWith(head) || !second.startsWith(tail)) continue;
      found.push([first, second]);
      if (found.length === MAX_PHRASES) return found;
    }
  }
  return found;
}
