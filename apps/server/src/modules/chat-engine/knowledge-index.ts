import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { STOPWORDS, termOf, termsOf, tokenize, wordsOf } from './tokens.js';

/**
 * An organization's published knowledge as the ranking reads it, built in memory from the database
 * and rebuilt only when the knowledge or its vectors change. A Q&A entry is one document (its
 * question, keywords and answer); a document or web page gives one document per passage (the
 * entry's title, the passage's heading, keywords and the passage).
 */

export type Field = 'question' | 'keywords' | 'title' | 'heading' | 'body';
export const FIELDS: readonly Field[] = ['question', 'keywords', 'title', 'heading', 'body'];

export interface IndexedDocument {
  entryId: string;
  /** The passages whose vectors stand for this document (a long answer has several). */
  chunkIds: string[];
  type: 'faq' | 'document' | 'website';
  title: string;
  heading: string;
  /** The answer of a Q&A entry, or the passage of a document or page. */
  text: string;
  /** Term frequencies per field. */
  fields: Partial<Record<Field, ReadonlyMap<string, number>>>;
  lengths: Partial<Record<Field, number>>;
  /**
   * The document's unit vectors (one per window of each of its chunks); empty until the worker has
   * embedded them. Its similarity to a question is that of its closest vector.
   */
  vectors: Float32Array[];
}

export interface KnowledgeIndex {
  documents: IndexedDocument[];
  /** Documents containing each term, in any field. */
  documentFrequency: ReadonlyMap<string, number>;
  /** The positions in `documents` of the documents containing each term. */
  postings: ReadonlyMap<string, readonly number[]>;
  /** Every term of the knowledge in code-unit order, to find the forms that extend a word. */
  sortedTerms: readonly string[];
  averageLength: Readonly<Record<Field, number>>;
  /** Surface words of the knowledge with the number of documents using each, for spelling. */
  surfaceWords: ReadonlyMap<string, number>;
  /**
   * Two content words the knowledge writes side by side ("air conditioning", "american express"),
   * by the first two letters of the first: to read a visitor's shortening of them
   * (`shortenings.ts`), and whether it names a two-word thing at all (`writesPair`).
   */
  wordPairs: ReadonlyMap<string, readonly (readonly [string, string])[]>;
  /** Whether any document has a vector of the current model. */
  hasVectors: boolean;
}

interface ChunkRow {
  entryId: string;
  chunkId: string;
  type: 'faq' | 'document' | 'website';
  title: string;
  tags: string[];
  heading: string;
  passage: string;
  answer: string;
}

/** Reads the published passages of an organization with what each belongs to. */
export async function loadChunks(db: Executor, organizationId: string): Promise<ChunkRow[]> {
  return queryRows<ChunkRow>(
    db,
    sql`SELECT e.id AS "entryId", c.id AS "chunkId", e.type, e.title, e.tags, c.heading,
          c.content AS passage, CASE WHEN e.type = 'faq' THEN e.content ELSE '' END AS answer
        FROM knowledge_entries e
          JOIN knowledge_chunks c ON c.entry_id = e.id AND c.organization_id = e.organization_id
        WHERE e.organization_id = ${organizationId} AND e.status = 'published'
        ORDER BY e.created_at, e.id, c.position`,
  );
}

/** Builds the index from the passages and the vectors the worker stored for them. */
export function buildIndex(
  rows: readonly ChunkRow[],
  vectors: ReadonlyMap<string, readonly Float32Array[]>,
): KnowledgeIndex {
  const documents: IndexedDocument[] = [];
  const faqs = new Map<string, IndexedDocument>();
  for (const row of rows) {
    const chunkVectors = vectors.get(row.chunkId) ?? [];
    const known = row.type === 'faq' ? faqs.get(row.entryId) : undefined;
    if (known) {
      known.chunkIds.push(row.chunkId);
      known.vectors.push(...chunkVectors);
      continue;
    }
    const texts: Partial<Record<Field, string>> =
      row.type === 'faq'
        ? { question: row.title, keywords: row.tags.join(' '), body: row.answer }
        : {
            title: row.title,
            heading: row.heading,
            keywords: row.tags.join(' '),
            body: row.passage,
          };
    const document: IndexedDocument = {
      entryId: row.entryId,
      chunkIds: [row.chunkId],
      type: row.type,
      title: row.title,
      heading: row.heading,
      text: row.type === 'faq' ? row.answer : row.passage,
      fields: {},
      lengths: {},
      vectors: [...chunkVectors],
    };
    for (const field of FIELDS) {
      const terms = termsOf(texts[field] ?? '');
      if (terms.length === 0) continue;
      document.fields[field] = countTerms(terms);
      document.lengths[field] = terms.length;
    }
    documents.push(document);
    if (row.type === 'faq') faqs.set(row.entryId, document);
  }
  const postings = postingsOf(documents);
  return {
    documents,
    documentFrequency: new Map([...postings].map(([term, list]) => [term, list.length])),
    postings,
    sortedTerms: [...postings.keys()].sort(),
    averageLength: averageLengths(documents),
    surfaceWords: surfaceWordsOf(rows),
    wordPairs: wordPairsOf(rows),
    hasVectors: documents.some((document) => document.vectors.length > 0),
  };
}

/** Whether the knowledge writes the two words side by side, in any of their forms ("council tax"). */
export function writesPair(index: KnowledgeIndex, first: string, second: string): boolean {
  const [firstTerm, secondTerm] = [termOf(first), termOf(second)];
  return (index.wordPairs.get(first.slice(0, 2)) ?? []).some(
    ([written, after]) => termOf(written) === firstTerm && termOf(after) === secondTerm,
  );
}

function countTerms(terms: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

function postingsOf(documents: readonly IndexedDocument[]): Map<string, number[]> {
  const postings = new Map<string, number[]>();
  documents.forEach((document, position) => {
    const seen = new Set<string>();
    for (const field of FIELDS) {
      for (const term of document.fields[field]?.keys() ?? []) seen.add(term);
    }
    for (const term of seen) {
      const list = postings.get(term);
      if (list) list.push(position);
      else postings.set(term, [position]);
    }
  });
  return postings;
}

function averageLengths(documents: readonly IndexedDocument[]): Record<Field, number> {
  const result = {} as Record<Field, number>;
  for (const field of FIELDS) {
    const lengths = documents.map((document) => document.lengths[field] ?? 0).filter(Boolean);
    result[field] = lengths.length
      ? lengths.reduce((sum, length) => sum + length, 0) / lengths.length
      : 1;
  }
  return result;
}

/** The texts of a row that visitors' words are looked up in: title, tags, heading, body. */
function searchableTexts(row: ChunkRow): string[] {
  return [row.title, ...row.tags, row.heading, row.type === 'faq' ? row.answer : row.passage];
}

function wordPairsOf(rows: readonly ChunkRow[]): Map<string, [string, string][]> {
  const pairs = new Map<string, [string, string][]>();
  const seen = new Set<string>();
  for (const row of rows) {
    // A phrase never runs across a field, a sentence, a list or a line.
    for (const stretch of searchableTexts(row)
      .join('\n')
      .split(/[.,;:!?()\n|–—]/)) {
      const words = wordsOf(stretch).map((word) => word.surface);
      words.forEach((first, i) => {
        const second = words[i + 1];
        if (second === undefined || !isContentWord(first) || !isContentWord(second)) return;
        const key = `${first} ${second}`;
        if (seen.has(key)) return;
        seen.add(key);
        const initials = first.slice(0, 2);
        const list = pairs.get(initials);
        if (list) list.push([first, second]);
        else pairs.set(initials, [[first, second]]);
      });
    }
  }
  return pairs;
}

function isContentWord(word: string): boolean {
  return /^[a-z]{2,}$/.test(word) && !STOPWORDS.has(word);
}

function surfaceWordsOf(rows: readonly ChunkRow[]): Map<string, number> {
  const uses = new Map<string, number>();
  const byEntry = new Map<string, Set<string>>();
  for (const row of rows) {
    const words = byEntry.get(row.entryId) ?? new Set<string>();
    for (const word of tokenize(searchableTexts(row).join(' '))) words.add(word);
    byEntry.set(row.entryId, words);
  }
  for (const words of byEntry.values()) {
    for (const word of words) uses.set(word, (uses.get(word) ?? 0) + 1);
  }
  return uses;
}
