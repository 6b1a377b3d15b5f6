import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import type { Vocabulary } from './typos.js';

export interface KnowledgeVocabulary {
  /** Surface words of the published entries (titles, tags, content) with the entries using each. */
  words: Vocabulary;
  entryCount: number;
}

interface CachedVocabulary extends KnowledgeVocabulary {
  fingerprint: string;
}

const cache = new Map<string, CachedVocabulary>();
const CACHE_LIMIT = 500;

/**
 * The organization's vocabulary, for typo correction and word weights. Rebuilt only when its
 * published knowledge changed (count and newest update), which one indexed query tells.
 */
export async function loadVocabulary(
  db: Executor,
  organizationId: string,
): Promise<KnowledgeVocabulary> {
  const [state] = await queryRows<{ n: number; updated: string | null }>(
    db,
    sql`SELECT count(*)::int AS n, max(updated_at)::text AS updated
        FROM knowledge_entries
        WHERE organization_id = ${organizationId} AND status = 'published'`,
  );
  const fingerprint = `${state?.n ?? 0}:${state?.updated ?? ''}`;
  const cached = cache.get(organizationId);
  if (cached?.fingerprint === fingerprint) return cached;

  const rows = await queryRows<{ word: string; uses: number }>(
    db,
    sql`SELECT word, count(DISTINCT id)::int AS uses
        FROM (
          SELECT id, regexp_split_to_table(
            lower(replace(title || ' ' || tags::text || ' ' || left(content, 50000), '''', '')),
            '[^a-z0-9]+'
          ) AS word
          FROM knowledge_entries
          WHERE organization_id = ${organizationId} AND status = 'published'
        ) AS split
        WHERE length(word) BETWEEN 2 AND 40
        GROUP BY word`,
  );
  const entry: CachedVocabulary = {
    fingerprint,
    entryCount: state?.n ?? 0,
    words: new Map(rows.map((row) => [row.word, row.uses])),
  };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
  cache.set(organizationId, entry);
  return entry;
}

export interface PassageCandidate {
  chunkId: string;
  entryId: string;
  type: 'faq' | 'document' | 'website';
  title: string;
  tags: string[];
  heading: string;
  passage: string;
  entryContent: string;
  rank: number;
  /** Indexes of the search terms found in the title, heading or tags. */
  headHits: number[];
  /** Indexes of the search terms found in the text (the whole Q&A, or the passage). */
  bodyHits: number[];
}

/**
 * Candidate passages of the organization's published knowledge for an OR-of-terms query, ranked by
 * ts_rank_cd, with which of the terms each one matches in its title and in its text. Every value
 * is a parameter; the term strings hold only [a-z0-9] words, `|` and `<->`.
 */
export async function findPassages(
  db: Executor,
  organizationId: string,
  terms: string[],
  limit = 40,
): Promise<PassageCandidate[]> {
  if (terms.length === 0) return [];
  const anyTerm = terms.map((term) => `(${term})`).join(' | ');
  return queryRows<PassageCandidate>(
    db,
    sql`WITH query AS (SELECT to_tsquery('english', ${anyTerm}) AS q),
      terms AS (
        SELECT (ord - 1)::int AS ord, to_tsquery('english', term) AS q
        FROM jsonb_array_elements_text(${JSON.stringify(terms)}::jsonb) WITH ORDINALITY AS t(term, ord)
      ),
      matched AS (
        SELECT c.id FROM knowledge_chunks c, query
        WHERE c.organization_id = ${organizationId} AND c.search_vector @@ query.q
        UNION
        SELECT c.id FROM knowledge_entries e
          JOIN knowledge_chunks c ON c.entry_id = e.id AND c.organization_id = e.organization_id,
          query
        WHERE e.organization_id = ${organizationId} AND e.type = 'faq'
          AND e.search_vector @@ query.q
        UNION
        -- Keywords are not in the stored vectors; an organization has few enough entries to scan.
        SELECT c.id FROM knowledge_entries e
          JOIN knowledge_chunks c ON c.entry_id = e.id AND c.organization_id = e.organization_id,
          query
        WHERE e.organization_id = ${organizationId} AND e.status = 'published'
          AND jsonb_array_length(e.tags) > 0
          AND to_tsvector('english', e.tags::text) @@ query.q
      ),
      candidates AS (
        SELECT c.id AS chunk_id, e.id AS entry_id, e.type, e.title, e.tags, c.heading,
          c.content AS passage, left(e.content, 4000) AS entry_content,
          ts_filter(c.search_vector, '{a}') || ts_filter(e.search_vector, '{a}')
            || to_tsvector('english', e.tags::text) AS head_vector,
          CASE WHEN e.type = 'faq' THEN e.search_vector ELSE c.search_vector END AS body_vector,
          ts_rank_cd(c.search_vector, query.q) + ts_rank_cd(e.search_vector, query.q) AS rank
        FROM matched
          JOIN knowledge_chunks c ON c.id = matched.id
          JOIN knowledge_entries e ON e.id = c.entry_id,
          query
        WHERE e.organization_id = ${organizationId} AND e.status = 'published'
        ORDER BY rank DESC
        LIMIT ${limit}
      )
      SELECT chunk_id AS "chunkId", entry_id AS "entryId", type, title, tags, heading, passage,
        entry_content AS "entryContent", rank::float8 AS rank,
        coalesce(jsonb_agg(terms.ord) FILTER (WHERE head_vector @@ terms.q), '[]') AS "headHits",
        coalesce(jsonb_agg(terms.ord) FILTER (WHERE body_vector @@ terms.q), '[]') AS "bodyHits"
      FROM candidates CROSS JOIN terms
      GROUP BY chunk_id, entry_id, type, title, tags, heading, passage, entry_content, rank
      ORDER BY rank DESC`,
  );
}
