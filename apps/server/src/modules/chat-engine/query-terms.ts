import type { KnowledgeIndex } from './knowledge-index.js';
import { correctSpelling } from './spelling.js';
import { STOPWORDS, termOf, tokenize, wordsOf } from './tokens.js';
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
}

export interface AnalyzedQuestion {
  groups: QueryGroup[];
  /** The question with misspelt words replaced, for intent detection. */
  corrected: string;
}

/** A related word (synonym, derivation) counts this much of the word itself. */
export const RELATED_WEIGHT = 0.45;
/** A part of a hyphenated compound counts this much of the compound. */
const PART_WEIGHT = 0.8;
/** Related words searched per visitor word, at most. */
const MAX_RELATED = 12;

/**
 * Turns a question into search groups: content words only, each corrected when misspelt (see
 * `correctSpelling`) and searched as its stem, as the parts of a compound, and as the related
 * words WordNet gives that the knowledge uses.
 */
export function analyzeQuestion(
  question: string,
  index: KnowledgeIndex,
  english: WordNet,
  relatedWeight = RELATED_WEIGHT,
): AnalyzedQuestion {
  const groups: QueryGroup[] = [];
  const corrections = new Map<string, string>();
  const seen = new Set<string>();
  for (const word of wordsOf(question)) {
    if (STOPWORDS.has(word.surface) || /^[a-z]$/.test(word.surface)) continue;
    const surface = correctSpelling(word.surface, index.surfaceWords, english);
    if (surface !== word.surface) corrections.set(word.surface, surface);
    const term = termOf(surface);
    if (seen.has(term)) continue;
    seen.add(term);
    const alternatives: Alternative[] = [{ terms: [term], weight: 1 }];
    const parts = word.parts.filter((part) => !STOPWORDS.has(part) && part.length > 1);
    if (parts.length)
      alternatives.push(...parts.map((part) => ({ terms: [termOf(part)], weight: PART_WEIGHT })));
    alternatives.push(...relatedAlternatives(surface, term, index, english, relatedWeight));
    groups.push({ word: surface, alternatives, known: index.documentFrequency.has(term) });
  }
  const corrected = question.replace(/[\p{L}\p{N}'’-]+/gu, (match) => {
    const key = match.toLowerCase().replace(/['’]/g, '');
    return corrections.get(key) ?? match;
  });
  return { groups, corrected };
}

function relatedAlternatives(
  surface: string,
  term: string,
  index: KnowledgeIndex,
  english: WordNet,
  weight: number,
): Alternative[] {
  if (!/^[a-z]+$/.test(surface)) return [];
  const found: Alternative[] = [];
  const seen = new Set([term]);
  for (const related of english.related(surface)) {
    const terms = tokenize(related)
      .filter((item) => !STOPWORDS.has(item))
      .map(termOf);
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
