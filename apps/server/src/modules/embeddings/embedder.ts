/**
 * Turns text into sentence embeddings: the bundled model in a worker thread, or an
 * OpenAI-compatible service (see create-embedder.ts). Vectors of one model are comparable by their
 * dot product (cosine similarity), never with another model's.
 */
export interface Embedder {
  /**
   * Names the model that made a vector, e.g. 'use-lite-512' or 'remote:<EMBEDDINGS_MODEL>'; stored
   * beside each vector so a change of model re-embeds.
   */
  readonly model: string;
  /**
   * Words of a text the model reads (it ignores the rest), when that is fewer than a chunk holds:
   * a longer chunk is embedded as several windows. Unset: the model reads a whole chunk.
   */
  readonly wordsRead?: number;
  /** Unit-length vectors, one per text, in order. */
  embed(texts: string[]): Promise<Float32Array[]>;
  close?(): Promise<void>;
}
