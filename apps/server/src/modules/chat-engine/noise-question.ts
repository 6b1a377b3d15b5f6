import { foldAccents, STOPWORDS, tokenize } from './tokens.js';
import type { WordNet } from './wordnet.js';

/**
 * Whether a message the bot could not answer is keyboard noise ("asdfghjkl", "xkcd qwrt") rather
 * than a question for the team: it has words, none of them is an English word, a word of the
 * organization's knowledge or a common chat word, none is of a non-Latin script (which this cannot
 * judge), and every one of them looks mashed. A word in a language we do not know ("¿dónde
 * están?") is not mashed, so such a question stays: the rule errs towards keeping.
 */
export function isNoiseQuestion(
  text: string,
  knowledgeWords: ReadonlyMap<string, number>,
  english: WordNet,
): boolean {
  const words = tokenize(text).map(foldAccents);
  if (words.length === 0) return false;
  return words.every(
    (word) =>
      /^[a-z0-9]+$/.test(word) &&
      !STOPWORDS.has(word) &&
      !knowledgeWords.has(word) &&
      !(/^[a-z]+$/.test(word) && english.isWord(word)) &&
      looksMashed(word),
  );
}

/**
 * Keys next to each other on a QWERTY keyboard, row by row, and how many in order make a mashed
 * word: the top row takes five, since real words hold four of it ("wert", "liberty").
 */
const KEYBOARD_ROWS = [
  { keys: 'qwertyuiop', run: 5 },
  { keys: 'asdfghjkl', run: 4 },
  { keys: 'zxcvbnm', run: 4 },
];

/**
 * A word no language writes: no vowel at all (from three letters), six consonants in a row, one
 * letter four times over, or neighbouring keys of a keyboard row in order. A number alone is not a
 * question either.
 */
export function looksMashed(word: string): boolean {
  if (/^\d+$/.test(word)) return true;
  const letters = word.replace(/\d/g, '');
  if (letters.length < 3) return false;
  if (!/[aeiouy]/.test(letters)) return true;
  if (/[^aeiouy]{6}/.test(letters)) return true;
  if (/([a-z])\1{3}/.test(letters)) return true;
  return KEYBOARD_ROWS.some(
    ({ keys, run }) => hasRunOf(letters, keys, run) || hasRunOf(letters, reverse(keys), run),
  );
}

function hasRunOf(word: string, keys: string, run: number): boolean {
  for (let start = 0; start + run <= keys.length; start += 1) {
    if (word.includes(keys.slice(start, start + run))) return true;
  }
  return false;
}

const reverse = (text: string) => [...text].reverse().join('');
