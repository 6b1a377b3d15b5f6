import type { KnowledgeType } from '@concierge/shared';

/**
 * Longest text embedded for a chunk. The bundled model reads only its first 128 tokens (about 100
 * words) and ignores the rest; a remote model may read more, so the cap is the remote's.
 */
export const EMBEDDING_TEXT_MAX_CHARS = 2000;

export interface ChunkForEmbedding {
  entryType: KnowledgeType;
  entryTitle: string;
  heading: string;
  content: string;
}

/**
 * What a chunk's vector stands for; the one place to change it. A Q&A entry is its question (the
 * entry's title) followed by its answer, so a visitor's question lands near the stored one; a
 * document's or page's chunk carries the entry title and its section heading as context.
 */
export function embeddingTextOf(chunk: ChunkForEmbedding): string {
  const parts =
    chunk.entryType === 'faq'
      ? [chunk.entryTitle, chunk.content]
      : [chunk.entryTitle, chunk.heading === chunk.entryTitle ? '' : chunk.heading, chunk.content];
  const text = parts
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
  return cutAtWord(text, EMBEDDING_TEXT_MAX_CHARS);
}

function cutAtWord(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const lastSpace = cut.search(/\s\S*$/);
  return lastSpace > maxChars * 0.9 ? cut.slice(0, lastSpace) : cut;
}
