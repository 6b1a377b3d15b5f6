import { WEEKDAY_OR_MONTH } from './answer-type.js';
import { correctSpelling } from './spelling.js';
import type { WordNet } from './wordnet.js';

/**
 * A question about another business or place, which this business's knowledge cannot answer
 * however many of its words it shares: "what time does Hexham Abbey open", "the phone number for
 * Pickfords", "is halfords cheaper than you for tyres", "tickets at the Everyman in Shrewsbury".
 * It is read by where a name stands — the one a question asks after ("does X open / sell / charge
 * / have", "is X open / cheaper / any good"), or whose number, address or tickets it asks for — and
 * by the name itself: words the knowledge never writes, among them one English lacks ("Openreach",
 * "ripon") or writes with a capital inside the sentence ("Haven", "the Everyman"). A name the
 * knowledge writes (the business's own, its town, a partner it names) is not someone else's.
 */

/** A token as typed, with its lower-case form and whether it starts with a capital mid-sentence. */
interface Token {
  lower: string;
  capitalised: boolean;
  /** Whether an article opened the phrase it stands in: "the sat nav", not "pets at home in stowmarket". */
  afterArticle: boolean;
  /** Whether it opens a sentence (or a clause after a comma): no name runs across one. */
  opensClause: boolean;
}

const TOKEN = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’&-][\p{L}\p{N}]+)*/gu;

function tokensOf(text: string): Token[] {
  let afterArticle = false;
  return [...text.matchAll(TOKEN)].map((match) => {
    const word = match[0];
    const lower = word.toLowerCase().replace(/['’-]/g, '');
    const before = text.slice(0, match.index);
    const sentenceStart = /^\s*$|[.!?]\s*$/.test(before);
    const token = {
      lower,
      capitalised: !sentenceStart && /^\p{Lu}/u.test(word),
      afterArticle,
      opensClause: sentenceStart || /[,;:]\s*$/.test(before),
    };
    if (ARTICLES.has(lower)) afterArticle = true;
    else if (INSIDE_A_NAME.has(lower) || ASKS_OF.has(lower)) afterArticle = false;
    return token;
  });
}

/** What opens a question about its subject: "does X open", "what X charges". */
const ASKS_OF = new Set(['does', 'do', 'is', 'are', 'will', 'would', 'can', 'has', 'did', 'what']);

/** What a question asks of a place or a business it names as its subject. */
const ASKED_OF_A_PLACE = new Set([
  'open',
  'opens',
  'close',
  'closes',
  'shut',
  'have',
  'has',
  'do',
  'sell',
  'sells',
  'charge',
  'charges',
  'offer',
  'offers',
  'stock',
  'stocks',
  'cost',
  'costs',
  'cheaper',
  'dearer',
  'better',
  'worse',
  'worth',
  'any',
  'doing',
  'offering',
  'selling',
  'charging',
]);

/** Comparisons with whoever follows "than", "at" or "from". */
const COMPARISONS = new Set([
  'cheaper',
  'dearer',
  'pricier',
  'better',
  'worse',
  'faster',
  'quicker',
]);

const COMPARED_WITH = new Set(['than', 'at', 'from']);

/** What a question asks for that belongs to whoever follows "for", "of" or "at". */
const BELONGINGS = new Set([
  'number',
  'code',
  'address',
  'email',
  'website',
  'postcode',
  'times',
  'hours',
  'tickets',
  'prices',
  'fees',
  'rates',
]);
const BELONGS_TO = new Set(['for', 'of', 'at']);

/** Words that point at the business, the visitor, someone already named or no one in particular. */
const POINTERS = new Set([
  'you',
  'your',
  'yall',
  'youse',
  'yous',
  'ya',
  'yours',
  'u',
  'ur',
  'we',
  'our',
  'us',
  'i',
  'my',
  'me',
  'it',
  'its',
  'this',
  'that',
  'these',
  'those',
  'there',
  'they',
  'theyre',
  'theyve',
  'them',
  'their',
  'youre',
  'youve',
  'hes',
  'shes',
  'thats',
  'im',
  'ive',
  'weve',
  'he',
  'she',
  'his',
  'her',
  'someone',
  'anyone',
  'somebody',
  'anybody',
  'everyone',
  'everybody',
  'one',
  // Someone unnamed: "cheaper at another shop in Leeds".
  'another',
  'other',
  'a',
  'an',
  'any',
  'some',
]);

/** Words that join a name's parts: "Pets at Home", "Marks & Spencer", "Museum of Flight". */
const INSIDE_A_NAME = new Set(['at', 'of', 'in', 'and', 'the', 'on', 'for', 'to']);

const LONGEST_NAME = 6;

const ARTICLES = new Set(['the', 'a', 'an']);

interface Vocabulary {
  /** Whether the knowledge writes the word, or the visitor misspelt one of its words so. */
  knows(word: string): boolean;
  english: WordNet;
}

/**
 * Whether the message asks after another business or place than the one whose bot this is.
 * `knowledgeWords` are the surface words the organization's knowledge writes.
 */
export function asksAfterAnotherParty(
  question: string,
  knowledgeWords: ReadonlyMap<string, number>,
  english: WordNet,
): boolean {
  const knows = (word: string): boolean =>
    knowledgeWords.has(word) || correctSpelling(word, knowledgeWords, english) !== word;
  const vocabulary: Vocabulary = { knows, english };
  const tokens = tokensOf(question);
  // Each word is judged once, however many phrases it stands in (spelling looks at every word of
  // the knowledge).
  const names = new Map<number, boolean>();
  const namesAt = (at: number): boolean => {
    let name = names.get(at);
    if (name === undefined) {
      const token = tokens[at];
      name = token !== undefined && namesSomeoneElse(token, vocabulary);
      names.set(at, name);
    }
    return name;
  };
  const isNamePhrase = (start: number, end: number): boolean => {
    if (!couldBeOneName(tokens.slice(start, end))) return false;
    for (let at = start; at < end; at += 1) if (namesAt(at)) return true;
    return false;
  };
  // Where a phrase after the word at `at` starts, past a "the".
  const pastThe = (at: number): number => (tokens[at]?.lower === 'the' ? at + 1 : at);
  // A name right after the word at `at` and one of `joiners` ("than", "for").
  const nameFollows = (at: number, joiners: ReadonlySet<string>): boolean => {
    if (!joiners.has(tokens[at + 1]?.lower ?? '')) return false;
    const start = pastThe(at + 2);
    for (let end = start + 1; end <= Math.min(tokens.length, start + LONGEST_NAME); end += 1) {
      if (isNamePhrase(start, end)) return true;
    }
    return false;
  };
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at];
    if (!token) continue;
    if (ASKS_OF.has(token.lower)) {
      // "does Hexham Abbey open", "is the pets at home in stowmarket open on sundays"
      const start = pastThe(at + 1);
      for (let end = start + 1; end <= Math.min(tokens.length, start + LONGEST_NAME); end += 1) {
        const next = tokens[end];
        if (!next || !ASKED_OF_A_PLACE.has(next.lower)) continue;
        if (isNamePhrase(start, end)) return true;
      }
    }
    // "is compost cheaper at B&Q than at yours", "are you dearer than Rentokil"
    if (COMPARISONS.has(token.lower) && nameFollows(at, COMPARED_WITH)) return true;
    // "the phone number for Pickfords", "tickets at the Everyman in Shrewsbury"
    if (BELONGINGS.has(token.lower) && nameFollows(at, BELONGS_TO)) return true;
  }
  return false;
}

/** Whether words could be one name: "Dean Close School", "pets at home in stowmarket". */
function couldBeOneName(words: readonly Token[]): boolean {
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last || INSIDE_A_NAME.has(first.lower) || INSIDE_A_NAME.has(last.lower)) {
    return false;
  }
  return !words.some(
    (word, at) =>
      POINTERS.has(word.lower) || ASKS_OF.has(word.lower) || (at > 0 && word.opensClause),
  );
}

/**
 * Whether a word names someone the knowledge does not: the knowledge never writes it, and English
 * lacks it, has it only as a name, or has it written here with a capital (but a day, a month or a
 * season's holiday is a time, not a party: "opening times for Easter"). A word English lacks
 * written small in a phrase an article opens is the visitor's name for a thing ("the postcode for
 * the sat nav").
 */
function namesSomeoneElse(token: Token, { knows, english }: Vocabulary): boolean {
  const word = token.lower;
  if (!/\p{L}/u.test(word) || knows(word) || WEEKDAY_OR_MONTH.test(word)) return false;
  if (!english.isWord(word)) return token.capitalised || !token.afterArticle;
  if (english.isTime(word)) return false;
  return token.capitalised || english.isName(word);
}
