import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { createEmbedder } from './create-embedder.js';
import { LOCAL_EMBEDDING_MODEL } from './local-embedder.js';

describe('createEmbedder', () => {
  it('uses the service when EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL are set', () => {
    const config = loadConfig({
      EMBEDDINGS_BASE_URL: 'http://localhost:11434/v1',
      EMBEDDINGS_MODEL: 'nomic-embed-text',
    });
    expect(config.embeddings).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: '',
      model: 'nomic-embed-text',
    });
    expect(createEmbedder(config).model).toBe('remote:nomic-embed-text');
  });

  it('uses the bundled model otherwise, without loading it yet', async () => {
    const config = loadConfig({ EMBEDDINGS_BASE_URL: 'http://localhost:11434/v1' });
    expect(config.embeddings).toBeNull();
    const embedder = createEmbedder(config);
    expect(embedder.model).toBe(LOCAL_EMBEDDING_MODEL);
    await embedder.close?.();
  });

  it('refuses an EMBEDDINGS_BASE_URL that is not a URL', () => {
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: 'localhost:11434' })).toThrow(ConfigError);
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: 'localhost:11434' })).toThrow(
      'EMBEDDINGS_BASE_URL',
    );
  });
});
