import {
  FIELDS,
  type Field,
  type IndexedDocument,
  type KnowledgeIndex,
} from './knowledge-index.js';
import { framesAnswerType, namesAnswerType, speaksOfFact, type AnswerType } from './answer-type.js';
import type { Alternative, QueryGroup } from './query-terms.js';
import { factNearness } from './fact-nearness.js';
import { termsOf } from './tokens.js';

/**
 * Ranks an organization's knowledge for a question by two signals and fuses them:
 * - lexical: BM25F over the document's fields (a word in a stored question or heading counts more
 *   than in an answer; a rare word more than a common one, by inverse document frequency);
 * - semantic: the cosine similarity of the question's vector and the document's, which finds a
 *   paraphrase that shares no word.
 * The fused score adds how much of the question the document covers, and whether the document
 * holds the kind of fact the question's interrogative asks for (a price for "how much", an address
 * for "where are you") beside what the question names (`fact-nearness.ts`); its weights were fitted
 * on eight businesses and hold on twenty-one (bench/answers/calibrate.ts,
 * docs/decisions/015-answer-engine-ranking.md).
 * The confidence is calibrated to mean the same in every organization: it combines how much of the
 * question's information the document covers (not the raw score, which grows with the knowledge
 * base) with the similarity, so one threshold separates answers from off-topic questions; an
 * entry that lacks a word of what the visitor asks the business to offer ("do you do laser eye
 * surgery") is less sure (`offeredThing` in `word-roles.ts`).
 */

/** Below this the bot does not trust its best match and answers the fallback. */
export const CONFIDENCE_THRESHOLD = 0.33;

/** The ranking's constants in one place, so the bench can calibrate them on several businesses. */
export interface RankingTuning {
  k1: number;
  fields: Readonly<Record<Field, { weight: number; b: number; head: boolean }>>;
  /** A word found only in the answer or passage covers this share of what it would in a heading. */
  bodyCoverage: number;
  /**
   * A word the knowledge never uses weighs at least this share of the rarest word: visitors wrap
   * questions in words of their own ("my mother uses a wheelchair"), but a question about
   * something absent must not reach a confident match on its one common word.
   */
  unknownWordShare: number;
  /**
   * In a question of up to this many words that tell what it is about, such a word is most
   * likely what is asked about ("do you offer cupping?") and weighs as the rarest word; with each
   * word more its share falls, down to `unknownWordShare`.
   */
  unknownWordWhole: number;
  /**
   * A question asking a price or an age ("how much is …", "how old …") in no word that names it
   * weighs this share of the rarest word more, covered by a passage that holds one.
   */
  askedFactShare: number;
  /** Similarity at which a question and a document start to be related, and where they surely are. */
  similarityFloor: number;
  similarityCeiling: number;
  /** How the fused score weighs the BM25F score (relative to the best), the coverage and the similarity. */
  score: { lexical: number; coverage: number; semantic: number };
  /** The share of the similarity in the confidence (the rest is the coverage). */
  semanticConfidence: number;
  /**
   * Added to the fused score of a document that holds the kind of fact the question asks for in a
   * sentence with the question's words (in part when fewer of them stand there than in the best
   * candidate's), and taken from one that lacks it. The confidence does not change: it says how
   * well the words match.
   */
  answerType: number;
}

export const DEFAULT_TUNING: RankingTuning = {
  k1: 1.2,
  fields: {
    question: { weight: 1.6, b: 0.5, head: true },
    keywords: { weight: 1.6, b: 0.3, head: true },
    title: { weight: 1.2, b: 0.5, head: true },
    heading: { weight: 1.4, b: 0.5, head: true },
    body: { weight: 1, b: 0.75, head: false },
  },
  bodyCoverage: 0.85,
  unknownWordShare: 0.5,
  unknownWordWhole: 2,
  askedFactShare: 0.3,
  similarityFloor: 0.25,
  similarityCeiling: 0.75,
  score: { lexical: 0.3, coverage: 0.3, semantic: 0.4 },
  semanticConfidence: 0.3,
  answerType: 0.15,
};

export interface RankedEntry {
  entryId: string;
  /** The entry's best document (a Q&A entry, or the passage of a document that matched best). */
  document: IndexedDocument;
  lexical: number;
  /** Share of the question's information the document covers, 0..1. */
  coverage: number;
  /** Cosine similarity of question and document; null while the knowledge has no vectors. */
  similarity: number | null;
  score: number;
  confidence: number;
  /** Whether the document holds the kind of fact asked for; null when the question names none. */
  holdsAnswer: boolean | null;
  /** The entry's other matching passages with their scores, best first (for a document or page). */
  others: { document: IndexedDocument; score: number }[];
}

/** What a document's words match of the question: its BM25F score and the share it covers. */
interface WordMatch {
  lexical: number;
  coverage: number;
  /** The part of the coverage by words that name the kind of fact asked for, as written. */
  factWords: number;
  /** How many of the words naming what the visitor asks to be offered it writes (or a synonym). */
  offered: number;
}

/**
 * The lexical half of a ranking, which needs no vector: the answer engine computes it while the
 * question is being embedded, and `fuseRanking` adds the similarity once the vector is there.
 */
export interface WordMatches {
  /** The matching documents by position in the index. */
  byPosition: ReadonlyMap<number, WordMatch>;
  /** The information in the whole question: the sum of its words' importance. */
  questionWeight: number;
  /**
   * The part of it in words that only name the kind of fact asked for ("postcode", "phone
   * number"): a document holding such a fact covers it, whether or not it writes the words.
   */
  factWeight: number;
  /** The question's words that tell what it is about (not its own numbers or interrogative). */
  groups: readonly QueryGroup[];
}

/**
 * A match at least this close (the word, a form of it, a synonym in its common sense) says the
 * document offers the thing asked for; a broader or narrower word does not ("eye surgery" for
 * "laser eye surgery").
 */
const OFFERED_MATCH = 0.45;

/** The kinds of fact that are the business's own, so a question naming only them asks for them. */
const FACT_ONLY_TYPES: ReadonlySet<AnswerType> = new Set([
  'place',
  'contact',
  'founding',
  'leader',
]);

/** Whether a Q&A's stored question, or a passage's section, asks for the kind of fact. */
function speaksOf(document: IndexedDocument, type: AnswerType): boolean {
  const name = document.type === 'faq' ? document.title : document.heading;
  return speaksOfFact(name, type);
}

/** The kinds of fact that, asked for in no word naming them, are still part of what is asked. */
const ASKED_FACT_TYPES: ReadonlySet<AnswerType> = new Set(['price', 'age']);

/** Ranks the knowledge for the question by its words and, given the question's vector, its meaning. */
export function rankEntries(
  index: KnowledgeIndex,
  groups: readonly QueryGroup[],
  questionVector: Float32Array | null,
  tuning: RankingTuning = DEFAULT_TUNING,
  answerType: AnswerType | null = null,
): RankedEntry[] {
  return fuseRanking(
    index,
    matchWords(index, groups, tuning, answerType),
    questionVector,
    tuning,
    answerType,
  );
}

/** BM25F over the fields, and the share of the question's information each document covers. */
export function matchWords(
  index: KnowledgeIndex,
  groups: readonly QueryGroup[],
  tuning: RankingTuning = DEFAULT_TUNING,
  answerType: AnswerType | null = null,
): WordMatches {
  const total = index.documents.length;
  const idf = inverseDocumentFrequency(index);
  const rarest = Math.log(1 + (total - 0.5) / 1.5);
  let questionWeight = 0;
  let factWeight = 0;
  const byPosition = new Map<number, WordMatch>();
  const counted = groups.filter((group) => !tellsNothing(group, answerType));
  const unknownWeight =
    rarest *
    Math.min(1, Math.max(tuning.unknownWordShare, tuning.unknownWordWhole / counted.length));
  for (const group of counted) {
    const term = group.alternatives[0]?.terms[0] ?? '';
    // A name the knowledge lacks ("is Halfords cheaper") says the question is about someone else.
    const weight =
      group.emphasis * (group.known ? idf(term) : group.foreignName ? rarest : unknownWeight);
    questionWeight += weight;
    const namesFact = answerType !== null && namesAnswerType(group.word, answerType);
    if (namesFact) factWeight += weight;
    const best = new Map<number, WordMatch>();
    for (const alternative of group.alternatives) {
      const weight = group.emphasis * alternative.weight * mean(alternative.terms.map(idf));
      for (const position of candidates(index, alternative)) {
        const document = index.documents[position];
        if (!document) continue;
        const match = matchAlternative(document, alternative, index, tuning);
        if (!match) continue;
        const lexical = weight * (match.frequency / (tuning.k1 + match.frequency));
        const coverage = weight * (match.inHead ? 1 : tuning.bodyCoverage);
        const previous = best.get(position);
        const covered = Math.max(previous?.coverage ?? 0, coverage);
        const offered = group.offered && alternative.weight >= OFFERED_MATCH ? 1 : 0;
        best.set(position, {
          lexical: Math.max(previous?.lexical ?? 0, lexical),
          coverage: covered,
          factWords: namesFact ? covered : 0,
          offered: Math.max(previous?.offered ?? 0, offered),
        });
      }
    }
    for (const [position, match] of best) {
      const sum = byPosition.get(position);
      if (sum) {
        sum.lexical += match.lexical;
        sum.coverage += match.coverage;
        sum.factWords += match.factWords;
        sum.offered += match.offered;
      } else byPosition.set(position, match);
    }
  }
  if (answerType !== null && ASKED_FACT_TYPES.has(answerType) && factWeight === 0) {
    // "How much is a Saturday in July", "how old do you have to be to join": the amount or the
    // age asked for is part of what is asked, held by any passage with one. (A time or a number
    // is in too many passages to say as much.)
    factWeight = rarest * tuning.askedFactShare;
    questionWeight += factWeight;
  }
  return { byPosition, questionWeight, factWeight, groups: counted };
}

/**
 * Whether a word says nothing of what the question is about: a word of the interrogative ("around"
 * in "how long have you been around"), or, where the knowledge lacks it, a number of the visitor's
 * own ("my son is 14", "a class at 6").
 */
function tellsNothing(group: QueryGroup, answerType: AnswerType | null): boolean {
  const { word, known } = group;
  if (answerType && framesAnswerType(word, answerType)) return true;
  return !known && /^\d+$/.test(word);
}

/**
 * Adds each document's similarity to the question (that of its nearest vector) to its word
 * matches, scores and ranks the documents, and keeps each entry's best one with its other passages.
 */
export function fuseRanking(
  index: KnowledgeIndex,
  words: WordMatches,
  questionVector: Float32Array | null,
  tuning: RankingTuning = DEFAULT_TUNING,
  answerType: AnswerType | null = null,
): RankedEntry[] {
  const { byPosition, questionWeight, factWeight, groups } = words;
  const similarities =
    questionVector && index.hasVectors ? new Float64Array(index.documents.length) : null;
  const positions = new Set(byPosition.keys());
  if (similarities && questionVector) {
    index.documents.forEach((document, position) => {
      let similarity = Number.NaN;
      for (const vector of document.vectors) {
        const value = dot(vector, questionVector);
        if (!(value <= similarity)) similarity = value;
      }
      similarities[position] = similarity;
      if (similarity > tuning.similarityFloor) positions.add(position);
    });
  }

  // How near each document's fact of the kind asked stands to the question's words; null when it
  // holds none.
  const nearness = new Map<number, number | null>();
  const idf = inverseDocumentFrequency(index);
  const nearnessAt = (position: number): number | null => {
    const document = index.documents[position];
    if (!answerType || !document) return null;
    let near = nearness.get(position);
    if (near === undefined) {
      near = factNearness(document, answerType, groups, idf);
      nearness.set(position, near);
    }
    return near;
  };
  // "Where are you?", "what's your number?" and "how long have you been around?" name nothing but
  // the kind of fact they want, and that fact is the business's own: an address, a phone number or
  // the year it started covers all of the question, and a passage without one none of it, whether
  // the knowledge writes the words that name the fact elsewhere ("the number of guests") or never.
  // Beside other words ("the postcode for the satnav"), the words naming the fact are covered the
  // same way, and the others as usual; the holders of such a fact are candidates by themselves
  // only when no word of the question is found (to look at every passage for every price asked
  // would cost time on a large knowledge base for passages that match nothing else).
  const factOnly =
    answerType !== null &&
    FACT_ONLY_TYPES.has(answerType) &&
    groups.every((group) => namesAnswerType(group.word, answerType));
  if (factOnly || (factWeight > 0 && byPosition.size === 0)) {
    index.documents.forEach((_, position) => {
      if (nearnessAt(position) !== null) positions.add(position);
    });
  }
  let nearest = 0;
  for (const position of positions) nearest = Math.max(nearest, nearnessAt(position) ?? 0);

  const offeredWords = groups.filter((group) => group.offered).length;
  let maxLexical = 1e-9;
  for (const match of byPosition.values()) maxLexical = Math.max(maxLexical, match.lexical);
  const weights = tuning.score;
  const byEntry = new Map<string, RankedEntry>();
  for (const position of positions) {
    const document = index.documents[position];
    if (!document) continue;
    const match = byPosition.get(position);
    const lexical = match?.lexical ?? 0;
    const raw = similarities?.[position] ?? Number.NaN;
    const similarity = Number.isNaN(raw) ? null : raw;
    const near = nearnessAt(position);
    const holdsAnswer = answerType ? near !== null : null;
    const coverage = factOnly
      ? Number(holdsAnswer)
      : questionWeight > 0
        ? Math.min(1, wordCoverage(match, near === null ? null : factWeight) / questionWeight)
        : 0;
    const semantic = similarity === null ? null : scaleSimilarity(similarity, tuning);
    const lexicalScore = weights.lexical * (lexical / maxLexical) + weights.coverage * coverage;
    // A passage the worker has not embedded yet is judged by its words alone, on the same scale.
    const score =
      (semantic === null
        ? lexicalScore / (weights.lexical + weights.coverage)
        : lexicalScore + weights.semantic * semantic) +
      (holdsAnswer === null
        ? 0
        : near === null
          ? -tuning.answerType
          : tuning.answerType * (nearest > 0 && !factOnly ? near / nearest : 1)) +
      // Of the passages holding the fact a question names alone ("whats your phone number"), the
      // one whose own question or section asks for it ("How can I contact the museum?") is about
      // it; the others hold one in passing ("call lost property on …").
      (factOnly && near !== null && answerType !== null && speaksOf(document, answerType)
        ? tuning.answerType
        : 0);
    // "Do you do laser eye surgery?" is not answered by "Can you refer me for cataract surgery?":
    // the word an entry lacks of what the visitor asks to be offered is the one that sets it
    // apart, so the entry is sure by the square of the share of those words it has.
    const offeredShare = offeredWords === 0 ? 1 : ((match?.offered ?? 0) / offeredWords) ** 2;
    const confidence =
      offeredShare *
      (semantic === null
        ? coverage
        : (1 - tuning.semanticConfidence) * coverage + tuning.semanticConfidence * semantic);
    const ranked: RankedEntry = {
      entryId: document.entryId,
      document,
      lexical,
      coverage,
      similarity,
      score,
      confidence,
      holdsAnswer,
      others: [],
    };
    const previous = byEntry.get(document.entryId);
    if (!previous) byEntry.set(document.entryId, ranked);
    else if (ranked.score > previous.score) {
      ranked.others = previous.others;
      ranked.others.push({ document: previous.document, score: previous.score });
      ranked.confidence = Math.max(ranked.confidence, previous.confidence);
      byEntry.set(document.entryId, ranked);
    } else {
      previous.others.push({ document, score });
      previous.confidence = Math.max(previous.confidence, confidence);
    }
  }
  const entries = [...byEntry.values()];
  for (const entry of entries) entry.others.sort((a, b) => b.score - a.score);
  return entries.sort((a, b) => b.score - a.score || b.confidence - a.confidence);
}

/**
 * The weight of the question's words a document covers. The words that name the kind of fact
 * asked for ("price", "postcode") are covered whole by a document holding such a fact (given its
 * weight); one that holds none covers them only where it writes them ("we publish our prices
 * online" answers "how much do your tests cost" when nothing prices the tests).
 */
function wordCoverage(match: WordMatch | undefined, heldFact: number | null): number {
  const covered = match?.coverage ?? 0;
  return heldFact === null ? covered : covered - (match?.factWords ?? 0) + heldFact;
}

/** The documents that contain the alternative's rarest term (all of its terms are checked later). */
function candidates(index: KnowledgeIndex, alternative: Alternative): readonly number[] {
  let shortest: readonly number[] | null = null;
  for (const term of alternative.terms) {
    const list = index.postings.get(term);
    if (!list) return [];
    if (!shortest || list.length < shortest.length) shortest = list;
  }
  return shortest ?? [];
}

/**
 * BM25F's pseudo term frequency of an alternative in a document (each field's count weighted and
 * normalised by the field's length), and whether it occurs in a head field. A phrase counts by
 * its least frequent word.
 */
function matchAlternative(
  document: IndexedDocument,
  alternative: Alternative,
  index: KnowledgeIndex,
  tuning: RankingTuning,
): { frequency: number; inHead: boolean } | null {
  let frequency = Infinity;
  let inHead = true;
  for (const term of alternative.terms) {
    let termFrequency = 0;
    let termInHead = false;
    for (const field of FIELDS) {
      const count = document.fields[field]?.get(term);
      if (!count) continue;
      const { weight, b, head } = tuning.fields[field];
      const length = document.lengths[field] ?? 0;
      termFrequency += (weight * count) / (1 - b + (b * length) / index.averageLength[field]);
      termInHead ||= head;
    }
    if (termFrequency === 0) return null;
    frequency = Math.min(frequency, termFrequency);
    inHead &&= termInHead;
  }
  return { frequency, inHead };
}

function scaleSimilarity(similarity: number, tuning: RankingTuning): number {
  const { similarityFloor: floor, similarityCeiling: ceiling } = tuning;
  const scaled = (similarity - floor) / (ceiling - floor);
  return Math.min(1, Math.max(0, scaled));
}

function dot(a: Float32Array, b: Float32Array): number {
  // Four sums side by side: the loop runs once per question for every vector of the knowledge.
  let sum0 = 0;
  let sum1 = 0;
  let sum2 = 0;
  let sum3 = 0;
  const length = Math.min(a.length, b.length);
  let index = 0;
  for (; index + 3 < length; index += 4) {
    sum0 += (a[index] ?? 0) * (b[index] ?? 0);
    sum1 += (a[index + 1] ?? 0) * (b[index + 1] ?? 0);
    sum2 += (a[index + 2] ?? 0) * (b[index + 2] ?? 0);
    sum3 += (a[index + 3] ?? 0) * (b[index + 3] ?? 0);
  }
  for (; index < length; index += 1) sum0 += (a[index] ?? 0) * (b[index] ?? 0);
  return sum0 + sum1 + sum2 + sum3;
}

function mean(values: readonly number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
}

/** How much of the question a sentence holds: the weight of the question's words it contains. */
export function sentenceRelevance(
  index: KnowledgeIndex,
  groups: readonly QueryGroup[],
): (sentence: string) => number {
  const idf = inverseDocumentFrequency(index);
  return (sentence) => {
    const terms = new Set(termsOf(sentence));
    let relevance = 0;
    for (const group of groups) {
      let best = 0;
      for (const alternative of group.alternatives) {
        if (!alternative.terms.every((term) => terms.has(term))) continue;
        best = Math.max(best, alternative.weight * mean(alternative.terms.map(idf)));
      }
      relevance += best;
    }
    return relevance;
  };
}

/** BM25's inverse document frequency: a word in few documents tells more than one in many. */
function inverseDocumentFrequency(index: KnowledgeIndex): (term: string) => number {
  const total = index.documents.length;
  return (term) => {
    const frequency = index.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
  };
}
