import { WEEKDAY_OR_MONTH } from './answer-type.js';
import { askingWords, STORY_EMPHASIS } from './asking-clause.js';
import type { KnowledgeIndex } from './knowledge-index.js';
import { abbreviatedWord, shortenedPhrases } from './shortenings.js';
import { correctSpelling, knowledgeSpelling } from './spelling.js';
import { CONTRACTIONS, STOPWORDS, termOf, tokenize, wordsOf } from './tokens.js';
import {
  clauseEnds,
  FRAME_EMPHASIS,
  howToThing,
  interrogativeFrame,
  offeredThing,
  adviceThing,
  readsAsNoun,
} from './word-roles.js';
import type { WordNet } from './wordnet.js';

/** One way a visitor's word may appear in the knowledge, and how much a match in that form counts. */
export interface Alternative {
  /** Index terms that must all be present (one for a word, more for a phrase). */
  terms: string[];
  weight: number;
}

/** One content word of the question with the forms it is searched in. */
export interface QueryGroup {
  /** The word as the visitor typed it (after spelling correction). */
  word: string;
  alternatives: Alternative[];
  /** Whether the knowledge has the word itself (not only a related one). */
  known: boolean;
  /** How much the word counts: less in the story a visitor tells around what they ask. */
  emphasis: number;
  /** Whether the word names what the visitor asks the business to offer ("do you do *roofing*"). */
  offered: boolean;
  /**
   * Whether the word is a name neither the knowledge nor English has, written with a capital
   * inside a sentence ("Halfords", "Openreach"): what the question is about is someone else's.
   */
  foreignName: boolean;
}

export interface AnalyzedQuestion {
  groups: QueryGroup[];
  /** The question with misspelt words replaced, for intent detection. */
  corrected: string;
}

/** How much a match in a word's related forms counts, relative to the word itself. */
export interface ExpansionWeights {
  /** A synonym or derivation ("cost" for "price"). */
  related: number;
  /** A broader or narrower word ("child" for "toddler"). */
  kin: number;
  /** A form of the same word the stemmer keeps apart ("weight" for "weigh", "child" for "children"). */
  form: number;
}

export const EXPANSION_WEIGHTS: ExpansionWeights = { related: 0.45, kin: 0.2, form: 0.6 };
/** Shortest stem whose longer or shorter forms are searched, and the letters they may differ by. */
const FORM_MIN_LENGTH = 4;
const FORM_EXTRA_LETTERS = 3;
/** Endings that make another word of a stem, longer than those letters: "cashless", "apprenticeship". */
const DERIVING_ENDINGS = /^(less|ship|ment|ness)$/;
/** A part of a hyphenated compound, or a phrase the word shortens, counts this much of the word. */
const PART_WEIGHT = 0.8;
/** Related words searched per visitor word, at most. */
const MAX_RELATED = 12;

/** The words written with a capital inside a sentence (not first), as `wordsOf` spells them. */
function capitalisedWords(text: string): Set<string> {
  const inside = text.matchAll(/(?<![.!?]\s*)(?<=\S\s+)\p{Lu}[\p{L}'’-]*/gu);
  return new Set([...inside].flatMap(([word]) => wordsOf(word).map(({ surface }) => surface)));
}

/**
 * Whether a word written with a capital is a name: English lacks it ("Openreach"), or has it only
 * as a name ("Lloyds", "Eden"), not as a common word ("Haven") or a day or month.
 */
function isForeignName(surface: string, english: WordNet): boolean {
  // Days and months: English writes them with a capital, but they name a time, not someone.
  if (WEEKDAY_OR_MONTH.test(surface)) return false;
  return !english.isWord(surface) || english.isName(surface);
}

/**
 * Turns a question into search groups: content words only, each corrected when misspelt (see
 * `correctSpelling`) or read out when abbreviated ("appt", `abbreviatedWord`), and searched as
 * its stem, as the parts of a compound, and as the related words WordNet gives that the knowledge
 * uses; a word of the story around the clause that asks counts less (`askingWords`).
 */
export function analyzeQuestion(
  question: string,
  index: KnowledgeIndex,
  english: WordNet,
  weights: ExpansionWeights = EXPANSION_WEIGHTS,
): AnalyzedQuestion {
  const groups: QueryGroup[] = [];
  const corrections = new Map<string, string>();
  const seen = new Set<string>();
  const asking = askingWords(question);
  const words = wordsOf(question);
  const surfaces = words.map((word) => word.surface);
  const frame = interrogativeFrame(surfaces);
  const ends = clauseEnds(question);
  const offered = offeredThing(surfaces, ends);
  const howTo = howToThing(surfaces, ends);
  const advice = adviceThing(surfaces, ends);
  const howToGroups: QueryGroup[] = [];
  const adviceGroups: QueryGroup[] = [];
  const names = capitalisedWords(question);
  // The related words of a compound the previous word opened, which this word closes.
  let compoundWords = null as { at: number; alternatives: Alternative[] } | null;
  for (const [at, word] of words.entries()) {
    const stopword = STOPWORDS.has(word.surface) && !readsAsNoun(surfaces, at);
    if (stopword || /^[a-z]$/.test(word.surface)) continue;
    if (CONTRACTIONS.has(word.surface) && !index.surfaceWords.has(word.surface)) continue;
    // A shortening of the knowledge's words ("amex") is not a misspelling of one of them.
    const phrases = shortenedPhrases(word.surface, index);
    const surface = phrases.length
      ? word.surface
      : (abbreviatedWord(word.surface, index.surfaceWords, english) ??
        knowledgeSpelling(
          correctSpelling(word.surface, index.surfaceWords, english),
          index.documentFrequency,
          english,
        ));
    if (surface !== word.surface) corrections.set(word.surface, surface);
    const term = termOf(surface);
    if (seen.has(term)) continue;
    seen.add(term);
    const alternatives: Alternative[] = [{ terms: [term], weight: 1 }];
    const parts = word.parts.filter((part) => !STOPWORDS.has(part) && part.length > 1);
    if (parts.length)
      alternatives.push(...parts.map((part) => ({ terms: [termOf(part)], weight: PART_WEIGHT })));
    alternatives.push(
      ...phrases.map((phrase) => ({ terms: phrase.map(termOf), weight: PART_WEIGHT })),
    );
    alternatives.push(...otherForms(term, index, weights.form));
    if (NEGATIONS.has(surfaces[at - 1] ?? '')) {
      alternatives.push(...negatedForms(surface, index, english));
    }
    // The word's and its phrase's related words share one record, so none is searched twice.
    const searched = new Set([term]);
    alternatives.push(...expansions(surface, searched, index, english, weights));
    // A phrasal verb or compound WordNet knows means what its words alone do not: "passed away"
    // is "died", "drop out" is "quit", "half hour" is "30 minutes", "grown ups" are "adults".
    if (compoundWords?.at === at) alternatives.push(...compoundWords.alternatives);
    const next = surfaces[at + 1];
    const compound = next && compoundOf(surface, next, english);
    if (compound) {
      const related = expansions(compound, searched, index, english, weights);
      alternatives.push(...related);
      compoundWords = { at: at + 1, alternatives: related };
    }
    const known = index.documentFrequency.has(term);
    // How a thing is done is no part of the thing: "do you deliver internationally".
    const adverb = english.isOnlyAdverb(surface);
    const group: QueryGroup = {
      word: surface,
      alternatives,
      known,
      emphasis:
        (asking === null || asking.has(word.surface) ? 1 : STORY_EMPHASIS) *
        (frame.has(at) ? FRAME_EMPHASIS : 1),
      offered: offered.has(at) && !adverb,
      foreignName: !known && names.has(word.surface) && isForeignName(word.surface, english),
    };
    groups.push(group);
    if (howTo.has(at) && !adverb) howToGroups.push(group);
    if (advice.has(at) && !adverb) adviceGroups.push(group);
  }
  // "How do I renew my passport" is about a thing the knowledge never names: no entry that lacks
  // it answers, however much else matches. Written in words the knowledge uses, the thing may
  // be its own in other words ("how do I chase an overdue invoice").
  // So is advice on choosing a thing the knowledge never names ("recommend a decent roofer").
  for (const thing of [howToGroups, adviceGroups]) {
    if (thing.some((group) => !group.known)) for (const group of thing) group.offered = true;
  }
  const corrected = question.replace(/[\p{L}\p{N}'’-]+/gu, (match) => {
    const key = match.toLowerCase().replace(/['’]/g, '');
    return corrections.get(key) ?? match;
  });
  return { groups, corrected };
}

/** Words that deny the word after them: "not happy", "isn't available". */
const NEGATIONS: ReadonlySet<string> = new Set(
  'not never isnt arent wasnt werent dont doesnt didnt cant wont hardly'.split(' '),
);
/**
 * A denied word as the knowledge writes it in one word, its opposite by a prefix: "not happy" is
 * "unhappy", "not available" "unavailable", "not satisfied" "dissatisfied"; "can't come" is not
 * "income", which only looks like one.
 */
function negatedForms(surface: string, index: KnowledgeIndex, english: WordNet): Alternative[] {
  return english
    .opposites(surface)
    .filter((opposite) => opposite.endsWith(surface) && opposite.length > surface.length)
    .map(termOf)
    .filter((term) => index.documentFrequency.has(term))
    .map((term) => ({ terms: [term], weight: 1 }));
}

/** Two words as English writes them together (apart, hyphenated or joined), if it does. */
function compoundOf(first: string, second: string, english: WordNet): string | null {
  const forms = [`${first} ${second}`, `${first}-${second}`, `${first}${second}`];
  return forms.find((form) => english.isWord(form)) ?? null;
}

/**
 * The knowledge's terms that extend the word's stem or that it extends by a few letters: "weigh"
 * and "weight", "child" and "children", "photo" and "photograph" are one word to a visitor.
 */
function otherForms(term: string, index: KnowledgeIndex, weight: number): Alternative[] {
  if (weight <= 0 || term.length < FORM_MIN_LENGTH || !/^\p{L}+$/u.test(term)) return [];
  const forms: Alternative[] = [];
  const terms = index.sortedTerms;
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((terms[middle] ?? '') < term) low = middle + 1;
    else high = middle;
  }
  for (let at = low; at < terms.length; at += 1) {
    const candidate = terms[at] ?? '';
    if (!candidate.startsWith(term)) break;
    const ending = candidate.slice(term.length);
    if (ending && (ending.length <= FORM_EXTRA_LETTERS || DERIVING_ENDINGS.test(ending))) {
      forms.push({ terms: [candidate], weight });
    }
  }
  for (let cut = 1; cut <= FORM_EXTRA_LETTERS && term.length - cut >= FORM_MIN_LENGTH; cut += 1) {
    const shorter = term.slice(0, -cut);
    if (index.documentFrequency.has(shorter)) forms.push({ terms: [shorter], weight });
  }
  return forms;
}

/**
 * The index terms of words, each in the inflection the knowledge uses when the stemmer keeps that
 * one apart: "die" is written "died" (stem "di").
 */
function knowledgeTerms(words: readonly string[], index: KnowledgeIndex): string[] {
  return words.map((word) => {
    const term = termOf(word);
    if (index.documentFrequency.has(term)) return term;
    const stem = word.replace(/e$/, '');
    const inflected = [`${word}s`, `${stem}ed`, `${stem}ing`, `${word}es`].map(termOf);
    return inflected.find((form) => index.documentFrequency.has(form)) ?? term;
  });
}

/**
 * The related and kin words WordNet gives that the knowledge uses, the related ones first, leaving
 * out the terms in `seen` (and recording the ones found there).
 */
function expansions(
  surface: string,
  seen: Set<string>,
  index: KnowledgeIndex,
  english: WordNet,
  weights: ExpansionWeights,
): Alternative[] {
  // A word, or two that WordNet knows together.
  if (!/^[a-z]+([ -]?[a-z]+)?$/.test(surface)) return [];
  const found: Alternative[] = [];
  // A word the knowledge never uses is most likely named there by what it is a kind of: "loo" is
  // a "toilet", "paperbacks" are "books".
  const unknown = !surface.includes(' ') && !index.documentFrequency.has(termOf(surface));
  const words: [string, number][] = [
    ...(unknown ? english.parent(surface) : []).map((word): [string, number] => [
      word,
      weights.related,
    ]),
    ...english
      .related(surface)
      .map(({ word, share }): [string, number] => [word, weights.related * share]),
    ...(weights.kin > 0 ? english.kin(surface) : []).map(({ word, share }): [string, number] => [
      word,
      weights.kin * share,
    ]),
  ];
  for (const [related, weight] of words) {
    const terms = knowledgeTerms(
      tokenize(related).filter((item) => !STOPWORDS.has(item)),
      index,
    );
    const key = terms.join(' ');
    if (terms.length === 0 || seen.has(key)) continue;
    // Only forms the knowledge uses can match; the rest would only cost time.
    if (!terms.every((item) => index.documentFrequency.has(item))) continue;
    seen.add(key);
    found.push({ terms, weight });
    if (found.length >= MAX_RELATED) break;
  }
  return found;
}
