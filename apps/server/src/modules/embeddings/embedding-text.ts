import type { KnowledgeType } from '@concierge/shared';
import { countWords } from '../knowledge/chunking.js';
import { splitSentences } from '../knowledge/sentences.js';

/**
 * Longest text embedded at once. The bundled model reads only its first 128 tokens (about 90
 * words, see `wordsRead`); a remote model may read more, so the cap is the remote's.
 */
export const EMBEDDING_TEXT_MAX_CHARS = 2000;
/** A window holds at least this many words of the passage, however long its title and heading. */
const MIN_WINDOW_WORDS = 30;

export interface ChunkForEmbedding {
  entryType: KnowledgeType;
  entryTitle: string;
  heading: string;
  content: string;
}

/**
 * What a chunk's vectors stand for; the one place to change it. A Q&A entry is its question (the
 * entry's title) followed by its answer, so a visitor's question lands near the stored one; a
 * document's or page's chunk carries the entry title and its section heading as context.
 *
 * A model reads only the start of a long text (`wordsRead`), so a chunk longer than that is
 * embedded as windows of whole sentences, each under the same title and heading: a fact at the
 * end of a long section is as findable by its meaning as one at the start.
 */
export function embeddingTextsOf(chunk: ChunkForEmbedding, wordsRead = Infinity): string[] {
  const context =
    chunk.entryType === 'faq'
      ? [chunk.entryTitle]
      : [chunk.entryTitle, chunk.heading === chunk.entryTitle ? '' : chunk.heading];
  const whole = joinParts([...context, chunk.content]);
  if (countWords(whole) <= wordsRead) return [whole];
  const windowWords = Math.max(MIN_WINDOW_WORDS, wordsRead - countWords(joinParts(context)));
  const windows = sentenceWindows(chunk.content, windowWords);
  // A title longer than the model reads, over no sentence, is still one text.
  if (windows.length === 0) return [whole];
  return windows.map((window) => joinParts([...context, window]));
}

/** Consecutive sentences gathered up to `maxWords` a window; a longer sentence stands alone. */
function sentenceWindows(content: string, maxWords: number): string[] {
  const windows: string[] = [];
  let current: string[] = [];
  let words = 0;
  for (const sentence of splitSentences(content)) {
    const count = countWords(sentence);
    if (current.length > 0 && words + count > maxWords) {
      windows.push(current.join(' '));
      current = [];
      words = 0;
    }
    current.push(sentence);
    words += count;
  }
  if (current.length > 0) windows.push(current.join(' '));
  return windows;
}

function joinParts(parts: readonly string[]): string {
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
