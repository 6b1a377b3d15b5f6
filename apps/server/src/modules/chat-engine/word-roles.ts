import { wordsOf } from './tokens.js';

/**
 * What a word does in the visitor's sentence, where its spelling alone misleads: a modal verb that
 * is a noun here ("a will", "in May"), and the words of the interrogatives "how long … take" and
 * "what do you charge", which ask for a time or a price (the answer type says so) rather than name
 * what the question is about. English sentence forms only; no business's words.
 */

/** Modal verbs that are also nouns, which the stop words would otherwise drop. */
const MODAL_NOUNS: ReadonlySet<string> = new Set(['will', 'may', 'can', 'must']);

/** Words after which a modal cannot stand, so it is the noun: determiners and prepositions. */
const BEFORE_A_NOUN: ReadonlySet<string> = new Set(
  (
    'a an the my your his her our their its ' +
    'in by until till since from during before after of for'
  ).split(' '),
);

/** How much a word of the interrogative counts against a word of what is asked about. */
export const FRAME_EMPHASIS = 0.5;

/** Whether the word at `at` is a modal read as a noun: "how much for a will", "open in may". */
export function readsAsNoun(words: readonly string[], at: number): boolean {
  const previous = words[at - 1];
  return MODAL_NOUNS.has(words[at] ?? '') && previous !== undefined && BEFORE_A_NOUN.has(previous);
}

/**
 * The positions of the words that only frame the question: "long" after "how" and "take" in the
 * same question ("how long does a divorce take" is about a divorce; its frame would otherwise
 * match every stored "How long does … take?" as strongly as the divorce entry), and the verb of
 * "what do you charge" (a stored "We charge no fee for cards" is no answer to "what do you charge
 * to form an LLC"). Not "cost": "How much do your services cost?" is the answer to "how much do
 * your tests cost" when no entry prices the tests. And the "way" of "ways to pay", which asks how.
 */
export function interrogativeFrame(words: readonly string[]): ReadonlySet<number> {
  const frame = new Set<number>();
  words.forEach((word, at) => {
    if (PRICE_VERBS.has(word) && asksWhatOrHowMuch(words.slice(Math.max(0, at - 5), at))) {
      frame.add(at);
    }
  });
  words.forEach((word, at) => {
    if (MANNER_NOUNS.has(word) && /^(to|of|for|i|we)$/.test(words[at + 1] ?? '')) frame.add(at);
  });
  const long = words.findIndex((word, at) => word === 'long' && words[at - 1] === 'how');
  if (long === -1) return frame;
  frame.add(long);
  words.forEach((word, at) => {
    if (/^(take|takes|taking|took)$/.test(word)) frame.add(at);
  });
  return frame;
}

const PRICE_VERBS: ReadonlySet<string> = new Set(['charge', 'charges']);
/** "ways to pay", "options for parking", "any way I can…": the frame of "how". */
const MANNER_NOUNS: ReadonlySet<string> = new Set(
  'way ways method methods option options'.split(' '),
);
const AUXILIARIES: ReadonlySet<string> = new Set('do does did would will might should'.split(' '));

/** "what do you", "how much would it": the words before a verb that make it ask for an amount. */
function asksWhatOrHowMuch(before: readonly string[]): boolean {
  return (
    (before.includes('what') || before.includes('much')) &&
    before.some((word) => AUXILIARIES.has(word))
  );
}

/**
 * The verbs of "do you offer X": asking whether the business does, sells or provides something.
 * "Have" is left out: "do you have parking" asks about a place more often than a service.
 */
const OFFERING_VERBS: ReadonlySet<string> = new Set(
  (
    'do offer offers sell sells teach run fit hire install provide stock make print buy pump ' +
    'treat repair fix supply carry give arrange organise organize cater host deliver clean ' +
    'service take accept'
  ).split(' '),
);
/** Who is asked: "do you", "can u", "does the salon", "could your team". */
const ASKED =
  /^(do|does|can|could|will|would) (you|u|ya|yall|they|(the|your) \w+)( also| still| even)?$/;

/** Before "do you …", they ask how or what, not whether: "how do you make an appointment". */
const WH_WORDS: ReadonlySet<string> = new Set('how what where why when which who'.split(' '));

/** Whether the words just before `at` ask the business: "do you", "can you also". */
function asksTheBusiness(words: readonly string[], at: number): boolean {
  for (let length = 2; length <= 4; length += 1) {
    // "how do you make…" asks the way, not whether.
    if (at >= length && ASKED.test(words.slice(at - length, at).join(' ')))
      return !WH_WORDS.has(words[at - length - 1] ?? '');
  }
  return false;
}

/** Words that end the thing asked for: what it is for, where, or an alternative to it. */
const ENDS_THING: ReadonlySet<string> = new Set(
  'for or on in at while like with to from near nearby around round because so if when and but by before after'.split(
    ' ',
  ),
);
/** Nouns too general to name a service: "do you do that kind of thing", "anything special". */
const GENERAL_NOUNS: ReadonlySet<string> = new Set(
  'kind sort type thing things stuff special anything something everything service services option options'.split(
    ' ',
  ),
);

/**
 * The positions of the words naming what the visitor asks whether the business offers: "laser eye
 * surgery" in "do you do laser eye surgery", "italian courses" in "do you offer italian courses
 * for beginners". An entry that lacks one of them does not answer the question, however much
 * else of it matches ("eye surgery" is not "laser eye surgery").
 */
export function offeredThing(
  words: readonly string[],
  clauseEnds: ReadonlySet<number> = new Set(),
): ReadonlySet<number> {
  const verb = words.findIndex(
    (word, at) => OFFERING_VERBS.has(word) && asksTheBusiness(words, at),
  );
  return verb === -1 ? new Set() : thingAfter(words, verb, new Set(), clauseEnds);
}

/**
 * The positions of the words that end a clause of the text (a comma, a sentence's end), in the
 * words `wordsOf` gives: a thing named in one clause does not run on into the next ("do you take
 * apprentices, my son is 16").
 */
export function clauseEnds(text: string): ReadonlySet<number> {
  const ends = new Set<number>();
  let count = 0;
  for (const piece of text.split(/[,;:!?()]|\.(?!\d)/)) {
    count += wordsOf(piece).length;
    if (count > 0) ends.add(count - 1);
  }
  return ends;
}

/** Words that stand for a thing already named: "how do I get it back quickly" names none. */
const PRONOUNS: ReadonlySet<string> = new Set('it them one ones'.split(' '));

/**
 * The positions of the words naming a thing after `start`: up to a word that ends it (what it is
 * for, where) or the end of its clause, past the `leading` words before its first one ("my", "a
 * good"), without the nouns too general to name it; none when a pronoun stands for it.
 */
function thingAfter(
  words: readonly string[],
  start: number,
  leading: ReadonlySet<string>,
  clauseEnds: ReadonlySet<number>,
): ReadonlySet<number> {
  const thing = new Set<number>();
  for (let at = start + 1; at < words.length; at += 1) {
    const word = words[at] ?? '';
    if (thing.size === 0 && leading.has(word)) continue;
    if (thing.size === 0 && PRONOUNS.has(word)) break;
    if (ENDS_THING.has(word)) break;
    if (!GENERAL_NOUNS.has(word)) thing.add(at);
    if (clauseEnds.has(at)) break;
  }
  return thing;
}

/** "How do I renew my passport": asks the way to do something to a thing. */
const HOW_TO = /^how (do|can|could|should|would) (i|we|you)$/;
/** Words between a how-to's verb and its thing: "top up my card", "apply for a loan". */
const LEADING_WORDS: ReadonlySet<string> = new Set(
  'up out off in on for my a an the our your some this that'.split(' '),
);

const NO_THING_VERBS: ReadonlySet<string> = new Set('know tell be become feel hear'.split(' '));

/**
 * The positions of the words naming what a how-to question is about: "passport" in "how do I
 * renew my passport", "universal credit" in "how do I apply for universal credit".
 */
export function howToThing(
  words: readonly string[],
  clauseEnds: ReadonlySet<number> = new Set(),
): ReadonlySet<number> {
  let verb = -1;
  for (let at = 3; at < words.length && verb === -1; at += 1) {
    if (HOW_TO.test(words.slice(at - 3, at).join(' '))) verb = at;
  }
  if (verb === -1) return new Set();
  // "How do I know…", "how do I get involved": a state or a piece of news, not a thing.
  if (NO_THING_VERBS.has(words[verb] ?? '') || /ed$/.test(words[verb + 1] ?? '')) return new Set();
  return thingAfter(words, verb, LEADING_WORDS, clauseEnds);
}

/** The verbs of asking advice on something to choose: "recommend a good roofer". */
const ADVISING_VERBS: ReadonlySet<string> = new Set('recommend recommendations suggest'.split(' '));
/** Words of praise before the thing: "a decent garage", "any good e-readers". */
const CHOOSING_WORDS: ReadonlySet<string> = new Set(
  'a an any some good decent reliable reputable cheap cheapest nice best top local trusted'.split(
    ' ',
  ),
);
/** Words between the verb and the thing: "recommend me a good…", not "recommend for beginners". */
const BEFORE_CHOSEN: ReadonlySet<string> = new Set([
  ...CHOOSING_WORDS,
  ...'me us the my our your this that'.split(' '),
]);
/** "Any photographers you'd recommend": the one asked recommends after the thing. */
const RECOMMENDS_AFTER = /^(you|youd|u|ud) (would |can |could )?(recommend|suggest)\b/;

/** Advice asked on choosing a thing: its words, and whether the best of it is asked. */
export interface AdviceAsked {
  thing: ReadonlySet<number>;
  /** "what's the best weedkiller", "which mixer is best": not someone to be recommended. */
  best: boolean;
  /** "What's the best driver for…" asks for a thing, whatever else the word may name. */
  askedWhat: boolean;
}

/**
 * What the visitor asks advice on choosing: "roofer" in "can you recommend a decent roofer",
 * "garage" in "know a good garage near town", "e reader" in "what's the best e-reader to buy",
 * "stand mixer" in "which stand mixer is best", "photographers" in "any photographers you'd
 * recommend". A business recommends its own things; one it never names is another's.
 */
export function adviceAsked(
  words: readonly string[],
  clauseEnds: ReadonlySet<number> = new Set(),
): AdviceAsked | null {
  for (const [at, word] of words.entries()) {
    if (
      ADVISING_VERBS.has(word) ||
      (word === 'know' && CHOOSING_WORDS.has(words[at + 1] ?? '') && words[at + 1] !== 'some')
    ) {
      const thing = thingAfter(words, at, BEFORE_CHOSEN, clauseEnds);
      return { thing, best: false, askedWhat: false };
    }
    // Not "who is the best…", which asks after the business's own people.
    if (word === 'best' && (at === 0 || words[at - 1] === 'the') && !askedWith(words, at, WHO)) {
      const thing = thingAfter(words, at, BEFORE_CHOSEN, clauseEnds);
      return { thing, best: true, askedWhat: askedWith(words, at, WHAT) };
    }
    if (word === 'which' || word === 'any') {
      // The words up to "is best" or "you'd recommend": "which flea and worming tablets are best".
      for (let end = at + 2; end <= at + 5 && end < words.length; end += 1) {
        const rest = words.slice(end, end + 4).join(' ');
        const best = word === 'which' && /^(is|are) best\b/.test(rest);
        if (best || (word === 'any' && RECOMMENDS_AFTER.test(rest))) {
          return { thing: new Set(range(at + 1, end)), best, askedWhat: false };
        }
      }
    }
  }
  return null;
}

/** The positions of the words naming what the visitor asks advice on choosing (`adviceAsked`). */
export function adviceThing(
  words: readonly string[],
  clauseEnds: ReadonlySet<number> = new Set(),
): ReadonlySet<number> {
  return adviceAsked(words, clauseEnds)?.thing ?? new Set();
}

const WHO: ReadonlySet<string> = new Set(['who', 'whos']);
const WHAT: ReadonlySet<string> = new Set(['what', 'whats']);

/** Whether one of the interrogatives stands before the word at `before`. */
function askedWith(words: readonly string[], before: number, interrogative: ReadonlySet<string>) {
  return words.slice(0, before).some((word) => interrogative.has(word));
}

function range(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, i) => start + i);
}
