import type { Config } from '../../config.js';
import { cachedEmbedder } from './cached-embedder.js';
import type { Embedder } from './embedder.js';
import { createLocalEmbedder } from './local-embedder.js';
import { createRemoteEmbedder } from './remote-embedder.js';

/**
 * The process's embedder: the OpenAI-compatible service when EMBEDDINGS_BASE_URL and
 * EMBEDDINGS_MODEL are set, otherwise the model bundled in node_modules; either behind the
 * question cache. Nothing starts or loads until the first call.
 */
export function createEmbedder(config: Pick<Config, 'embeddings'>): Embedder {
  return cachedEmbedder(
    config.embeddings ? createRemoteEmbedder(config.embeddings) : createLocalEmbedder(),
  );
}
