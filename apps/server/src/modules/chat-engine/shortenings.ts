import type { KnowledgeIndex } from './knowledge-index.js';
import type { WordNet } from './wordnet.js';

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

/** How many times longer than its abbreviation a word may be: "poss" is not "physiotherapists". */
const MAX_EXPANSION = 3;

/**
 * The knowledge's word that a visitor's abbreviation stands for: its letters in order, from its
 * first to its last, with the vowels mostly gone ("appt" appointment, "mgmt" management, "dept"
 * department, "bday" birthday). Only a word that is neither the knowledge's nor English is read so,
 * and among several the one most entries use. A word that keeps its vowels ("came", "else") is
 * a word WordNet does not list, not an abbreviation.
 */
export function abbreviatedWord(
  word: string,
  knowledgeWords: ReadonlyMap<string, number>,
  english: Pick<WordNet, 'isWord'>,
): string | null {
  if (!/^[a-z]{4,6}$/.test(word) || (word.match(/[aeiou]/g) ?? []).length > 1) return null;
  if (knowledgeWords.has(word) || english.isWord(word)) return null;
  let best: { word: string; uses: number } | null = null;
  for (const [candidate, uses] of knowledgeWords) {
    const stands =
      candidate.length > word.length + 2 &&
      candidate.length <= MAX_EXPANSION * word.length &&
      candidate[0] === word[0] &&
      candidate.at(-1) === word.at(-1) &&
      isSubsequence(word, candidate);
    if (stands && (!best || uses > best.uses)) best = { word: candidate, uses };
  }
  return best?.word ?? null;
}

function isSubsequence(short: string, long: string): boolean {
  let at = 0;
  for (const letter of long) if (letter === short[at]) at += 1;
  return at === short.length;
}
