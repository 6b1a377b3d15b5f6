import { contentTokens, termOf } from './tokens.js';

const MAX_KEY_WORDS = 8;

/**
 * The key that groups similar visitor questions for the "Unanswered questions" panel: the set of
 * their content words, stemmed, sorted. "What are your opening hours?" and "opening hour" share
 * one; word order, filler words and punctuation do not matter. Empty when nothing is left.
 */
export function questionKey(text: string): string {
  const stems = new Set(contentTokens(text).map(termOf));
  return [...stems].sort().slice(0, MAX_KEY_WORDS).join(' ');
}
