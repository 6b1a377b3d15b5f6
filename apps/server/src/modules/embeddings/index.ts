// What other modules use of embeddings: the answer engine reads vectors, the knowledge module
// queues the job, the app context makes the embedder.
export type { Embedder } from './embedder.js';
export { createEmbedder } from './create-embedder.js';
export { cachedEmbedder } from './cached-embedder.js';
export { LOCAL_EMBEDDING_MODEL } from './local-embedder.js';
export { loadChunkVectors } from './load-chunk-vectors.js';
export { embeddingTextsOf, type ChunkForEmbedding } from './embedding-text.js';
export { EMBED_KNOWLEDGE_JOB, queueKnowledgeEmbedding } from './queue-embedding.js';
export { decodeVectors, encodeVectors } from './vector-bytes.js';
