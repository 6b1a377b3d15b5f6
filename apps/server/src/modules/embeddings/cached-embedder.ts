import type { Embedder } from './embedder.js';

/** About 4 MB of 512-d vectors. */
export const QUESTION_CACHE_SIZE = 2000;

/**
 * Remembers the vectors of the last `capacity` single texts (visitors' questions: the same ones
 * come back all day) by their exact text, least recently used out first. A call of one text is
 * cached; a longer call (the embed job's chunks) reads the cache but does not fill it, so a large
 * knowledge base never pushes the questions out. The same question asked twice at once is
 * embedded once. Every caller gets its own copy of a vector.
 */
export function cachedEmbedder(inner: Embedder, capacity = QUESTION_CACHE_SIZE): Embedder {
  const cache = new Map<string, Promise<Float32Array>>();

  const remember = (text: string, vector: Promise<Float32Array>) => {
    cache.set(text, vector);
    if (cache.size > capacity) cache.delete(cache.keys().next().value as string);
    // A failure is not remembered: the next ask tries again.
    vector.catch(() => {
      if (cache.get(text) === vector) cache.delete(text);
    });
  };
  const recall = (text: string): Promise<Float32Array> | undefined => {
    const vector = cache.get(text);
    if (vector) {
      cache.delete(text);
      cache.set(text, vector);
    }
    return vector;
  };

  return {
    model: inner.model,
    wordsRead: inner.wordsRead,
    async embed(texts) {
      if (texts.length === 1) {
        const [text] = texts as [string];
        let vector = recall(text);
        if (!vector) {
          vector = inner.embed([text]).then(([only]) => {
            if (!only) throw new Error('The embedding model answered no vector');
            return only;
          });
          remember(text, vector);
        }
        return [(await vector).slice()];
      }
      const known = texts.map((text) => recall(text));
      const missing = texts.filter((_, index) => !known[index]);
      const fresh = missing.length > 0 ? await inner.embed(missing) : [];
      let next = 0;
      const vectors: Float32Array[] = [];
      for (const vector of known) {
        const value = vector ? await vector : fresh[next++];
        if (!value) throw new Error('The embedding model answered fewer vectors than texts');
        vectors.push(value.slice());
      }
      return vectors;
    },
    close: async () => inner.close?.(),
  };
}
