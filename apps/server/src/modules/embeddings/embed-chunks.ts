import type { Embedder } from './embedder.js';
import { embeddingTextsOf, type ChunkForEmbedding } from './embedding-text.js';

/**
 * Each chunk's vectors, one per window of its text (`embeddingTextsOf`), from one call to the
 * embedder. `wordsRead` is the embedder's own unless a caller compares another.
 */
export async function embedChunks(
  embedder: Embedder,
  chunks: readonly ChunkForEmbedding[],
  wordsRead = embedder.wordsRead,
): Promise<Float32Array[][]> {
  const texts = chunks.map((chunk) => embeddingTextsOf(chunk, wordsRead));
  const flat = texts.flat();
  const vectors = await embedder.embed(flat);
  if (vectors.length !== flat.length) {
    throw new Error(`${vectors.length} vectors came back for ${flat.length} texts`);
  }
  let next = 0;
  return texts.map((windows) => {
    next += windows.length;
    return vectors.slice(next - windows.length, next);
  });
}
