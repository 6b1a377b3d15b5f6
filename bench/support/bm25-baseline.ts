import { stemmer } from 'stemmer';

/**
 * A plain Okapi BM25 ranker: the floor the answer engine must beat. Lowercase, English stop words
 * dropped, Porter stems, k1 = 1.2, b = 0.75, idf = ln(1 + (N − n + 0.5) / (n + 0.5)). No synonyms,
 * no typo correction, no threshold: it answers whenever any query term occurs in any document.
 */
export interface Bm25Document {
  /** The knowledge entry the document stands for (several chunks may share one). */
  entryId: string;
  /** The text that is ranked. */
  text: string;
  /** The text that is quoted when the document wins. */
  passage: string;
}

export interface Bm25Hit {
  document: Bm25Document;
  score: number;
}

const K1 = 1.2;
const B = 0.75;

// The common English stop-word list (NLTK's, without the contractions' fragments).
const STOP_WORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she
  her hers herself it its itself they them their theirs themselves what which who whom this that
  these those am is are was were be been being have has had having do does did doing a an the and
  but if or because as until while of at by for with about against between into through during
  before after above below to from up down in out on off over under again further then once here
  there when where why how all any both each few more most other some such no nor not only own same
  so than too very s t can will just don should now d ll m o re ve y ain aren couldn didn doesn
  hadn hasn haven isn ma mightn mustn needn shan shouldn wasn weren won wouldn`.split(/\s+/),
);

/** Lowercased, stop words dropped, Porter-stemmed terms of a text. */
export function bm25Terms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((word) => !STOP_WORDS.has(word)).map((word) => stemmer(word));
}

export class Bm25Index {
  private readonly termCounts: Map<string, number>[] = [];
  private readonly lengths: number[] = [];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(private readonly documents: Bm25Document[]) {
    for (const document of documents) {
      const counts = new Map<string, number>();
      const terms = bm25Terms(document.text);
      for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const term of counts.keys()) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
      this.termCounts.push(counts);
      this.lengths.push(terms.length);
    }
    const total = this.lengths.reduce((sum, length) => sum + length, 0);
    this.averageLength = documents.length ? total / documents.length : 0;
  }

  /** Documents with a positive score, best first; empty when no query term occurs anywhere. */
  search(query: string): Bm25Hit[] {
    const terms = [...new Set(bm25Terms(query))];
    const count = this.documents.length;
    const hits: Bm25Hit[] = [];
    this.documents.forEach((document, index) => {
      const counts = this.termCounts[index];
      const length = this.lengths[index] ?? 0;
      if (!counts) return;
      let score = 0;
      for (const term of terms) {
        const frequency = counts.get(term);
        if (!frequency) continue;
        const withTerm = this.documentFrequency.get(term) ?? 0;
        const idf = Math.log(1 + (count - withTerm + 0.5) / (withTerm + 0.5));
        score +=
          (idf * frequency * (K1 + 1)) /
          (frequency + K1 * (1 - B + (B * length) / (this.averageLength || 1)));
      }
      if (score > 0) hits.push({ document, score });
    });
    return hits.sort((left, right) => right.score - left.score);
  }

  /** Distinct entries in rank order (an entry ranks where its best document does). */
  rankEntries(query: string): { entryIds: string[]; best: Bm25Hit | null } {
    const hits = this.search(query);
    const entryIds: string[] = [];
    for (const hit of hits) {
      if (!entryIds.includes(hit.document.entryId)) entryIds.push(hit.document.entryId);
    }
    return { entryIds, best: hits[0] ?? null };
  }
}

/**
 * The first `count` sentences of a passage: what an extractive baseline would quote. A line break
 * ends a sentence too, so a price list's lines count one by one.
 */
export function firstSentences(passage: string, count = 3): string {
  const sentences = passage
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  return sentences.slice(0, count).join(' ');
}
