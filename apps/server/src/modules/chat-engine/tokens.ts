import { stemmer } from 'stemmer';

/**
 * Words as the ranking sees them: Unicode letters and digits in any script, lower-cased, with
 * Latin accents folded (so "espanol" finds "español") and English words reduced to their Porter
 * stem. A word of another script is kept whole; no stemmer guesses at languages it does not know.
 */

/**
 * A word: letters, marks and digits; inner apostrophes join ("don't"), a decimal stays one ("2.0"),
 * hyphens join a compound ("x-ray", "self-hosted").
 */
const WORD =
  /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’]\p{L}+|\.\p{N}+|-[\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu;
const MAX_WORD_LENGTH = 40;

export interface Word {
  /** As typed, lower-case, apostrophes removed ("don't" → "dont"); a compound joined ("xrays"). */
  surface: string;
  /** The parts of a hyphenated compound ("x", "rays"); empty for a plain word. */
  parts: string[];
}

/** The words of a text in order. */
export function wordsOf(text: string): Word[] {
  const found = text.normalize('NFC').toLowerCase().match(WORD) ?? [];
  return found
    .map((match) => {
      const plain = match.replace(/['’]/g, '');
      const parts = plain.includes('-') ? plain.split('-').filter(Boolean) : [];
      return { surface: parts.length ? parts.join('') : plain, parts };
    })
    .filter((word) => word.surface.length > 0 && word.surface.length <= MAX_WORD_LENGTH);
}

/**
 * Lower-case surface words of a text. A hyphenated compound gives its joined form and then its
 * parts, so "x-rays", "xrays" and "x rays" all meet.
 */
export function tokenize(text: string): string[] {
  return wordsOf(text).flatMap((word) => [word.surface, ...word.parts]);
}

/** Removes accents from Latin letters only: marks carry meaning in other scripts (Devanagari). */
export function foldAccents(word: string): string {
  if (/^\p{ASCII}*$/u.test(word)) return word;
  return word
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC');
}

const ENGLISH_WORD = /^[a-z]+$/;

/** The index key of a surface word: accents folded, English words stemmed. */
export function termOf(word: string): string {
  const folded = foldAccents(word);
  return ENGLISH_WORD.test(folded) ? stemmer(folded) : folded;
}

/** Index keys of a text, stop words included (the ranking weighs them by rarity anyway). */
export function termsOf(text: string): string[] {
  return tokenize(text).map(termOf);
}

/**
 * Words that carry no topic: English function words and the verbs and question words visitors
 * wrap their questions in ("can you tell me…"). They neither rank nor count toward confidence.
 * Not "before", "after" or "during": what to do before an appointment is not what to do after it.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a about above again against all am an and any are as at be because been being ' +
    'below between both but by can cannot could did do does doing done down each few for from ' +
    'further had has have having he her here hers herself him himself his how i if in into is it its ' +
    'itself just me more most my myself no nor not now of off on once only or other our ours ' +
    'ourselves out over own same she should so some such than that the their theirs them themselves ' +
    'then there these they this those through to too under until up very was we were what when ' +
    'where which while who whom why will with would you your yours yourself yourselves ' +
    'im ive id ill dont doesnt didnt isnt arent cant wont wanna gonna pls please plz kindly tell ' +
    'know want like need get got give let us u ur hi hello hey thanks thank also anyone someone ' +
    'anybody somebody everyone everybody anywhere somewhere ' +
    'something anything much many may might must shall ok okay yes yeah guys whats hows wheres ' +
    'whos whens theres thats possible able really actually exactly currently still even ever etc'
  ).split(' '),
);

/**
 * Contractions typed without their apostrophe, left out of the stop words because a stored
 * question may turn on one ("I haven't filed taxes in years"): a question drops the ones its
 * knowledge never writes ("she's struggling", "hasn't been out"). Not those that spell another
 * word ("well", "shed", "wed").
 */
export const CONTRACTIONS: ReadonlySet<string> = new Set(
  (
    'hasnt havent hadnt wasnt werent shouldnt wouldnt couldnt mustnt neednt aint ' +
    'shes hes theyre youre weve youve theyve youll theyll itll youd theyd'
  ).split(' '),
);

/** Content words of a text: surface forms without stop words or single letters. */
export function contentTokens(text: string): string[] {
  return tokenize(text).filter((word) => !STOPWORDS.has(word) && !isSingleLatinLetter(word));
}

function isSingleLatinLetter(word: string): boolean {
  return word.length === 1 && /[a-z]/.test(word);
}
