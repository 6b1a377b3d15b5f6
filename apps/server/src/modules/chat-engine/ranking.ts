import type { PassageCandidate } from './queries.js';
import type { TermGroup } from './synonyms.js';
import type { Vocabulary } from './typos.js';
import { contentWords, lightStem, sentences, words } from './text.js';

/** A tsquery for one term group: its words OR-ed, a phrase as `a <-> b`. Only [a-z0-9] words. */
export function termQuery(group: TermGroup): string {
  return group.alternatives
    .map((alternative) => words(alternative).join(' <-> '))
    .filter(Boolean)
    .join(' | ');
}

/**
 * How much a term tells: rare words weigh more (inverse entry frequency). A group counts as often
 * as its most common alternative; a word the knowledge never uses weighs like a rare one, so a
 * question about something absent cannot reach a confident match.
 */
const UNKNOWN_WORD_FACTOR = 0.6;

export function termWeights(
  groups: TermGroup[],
  vocabulary: Vocabulary,
  entries: number,
): number[] {
  const uses = (word: string) =>
    Math.max(
      vocabulary.get(word) ?? 0,
      vocabulary.get(lightStem(word)) ?? 0,
      vocabulary.get(`${word}s`) ?? 0,
    );
  return groups.map((group) => {
    const frequency = Math.max(
      ...group.alternatives.flatMap((alternative) => words(alternative).map(uses)),
    );
    // A word the knowledge never uses still counts against a match, but less than a rare word:
    // visitors wrap questions in words of their own ("my mother uses a wheelchair").
    if (frequency === 0) return UNKNOWN_WORD_FACTOR * Math.log(1 + (entries + 1) / 1.5);
    return Math.log(1 + (entries + 1) / (frequency + 0.5));
  });
}

export interface ScoredPassage extends PassageCandidate {
  score: number;
  confidence: number;
}

const HEAD_MATCH = 1;
/** A match in a Q&A answer counts less than one in its question; a passage is already focused. */
const BODY_MATCH = { faq: 0.65, document: 0.75, website: 0.75 } as const;

/**
 * Scores candidates by weighted coverage of the visitor's terms (a match in the question, heading or
 * keywords counts fully, in the text partly) and by how much of the title the visitor's words
 * cover. Confidence is that coverage, so it does not depend on the size of the knowledge base.
 */
export function scorePassages(
  candidates: PassageCandidate[],
  groups: TermGroup[],
  weights: number[],
): ScoredPassage[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return [];
  const queryStems = new Set(
    groups.flatMap((group) => group.alternatives.flatMap((item) => words(item).map(stemKey))),
  );
  const maxRank = Math.max(...candidates.map((candidate) => candidate.rank), 1e-9);
  return candidates
    .map((candidate) => {
      const head = new Set(candidate.headHits);
      const body = new Set(candidate.bodyHits);
      let covered = 0;
      weights.forEach((weight, index) => {
        if (head.has(index)) covered += weight * HEAD_MATCH;
        else if (body.has(index)) covered += weight * BODY_MATCH[candidate.type];
      });
      const coverage = covered / total;
      const titleWords = contentWords(
        `${candidate.type === 'faq' ? candidate.title : candidate.heading} ${candidate.tags.join(' ')}`,
      );
      const titleCovered = titleWords.filter((word) => queryStems.has(stemKey(word))).length;
      const precision = titleWords.length ? titleCovered / titleWords.length : 0;
      const confidence = Math.min(1, 0.85 * coverage + 0.15 * precision);
      const score =
        confidence + 0.05 * (candidate.rank / maxRank) + (candidate.type === 'faq' ? 0.02 : 0);
      return { ...candidate, score, confidence };
    })
    .sort((a, b) => b.score - a.score);
}

/** Compares word forms loosely: a light stem, cut to six letters (appointment/appointments). */
function stemKey(word: string): string {
  return lightStem(word).slice(0, 6);
}

/**
 * The answer text: a Q&A entry's answer as written; for a document or web page, up to three
 * sentences around the sentence that best matches the visitor's words.
 */
export function extractAnswer(passage: ScoredPassage, groups: TermGroup[]): string {
  if (passage.type === 'faq') return tidy(passage.entryContent || passage.passage);
  const parts = sentences(passage.passage);
  if (parts.length <= 3) return tidy(parts.join(' '));
  const stems = new Set(
    groups.flatMap((group) => group.alternatives.flatMap((item) => words(item).map(stemKey))),
  );
  let best = 0;
  let bestHits = -1;
  parts.forEach((sentence, index) => {
    const hits = new Set(
      contentWords(sentence)
        .map(stemKey)
        .filter((stem) => stems.has(stem)),
    ).size;
    if (hits > bestHits) {
      best = index;
      bestHits = hits;
    }
  });
  const start = Math.max(0, Math.min(best - 1, parts.length - 3));
  return tidy(parts.slice(start, start + 3).join(' '));
}

function tidy(text: string): string {
  const plain = text
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\*\*|__/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return plain.length > 1200 ? `${plain.slice(0, 1197).trimEnd()}…` : plain;
}
