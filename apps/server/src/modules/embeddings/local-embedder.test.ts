import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLocalEmbedder, LOCAL_EMBEDDING_MODEL } from './local-embedder.js';

const dot = (a: Float32Array, b: Float32Array) =>
  a.reduce((sum, value, i) => sum + value * (b[i] ?? 0), 0);

describe('the bundled embedding model', () => {
  // The one test that loads the real model (~1 s).
  it('places two paraphrases closer than an unrelated sentence, in unit vectors', async () => {
    const embedder = createLocalEmbedder();
    try {
      expect(embedder.model).toBe(LOCAL_EMBEDDING_MODEL);
      const [price, cost, parking, empty] = await embedder.embed([
        'How much does a blood test cost?',
        'What is the price of a blood test?',
        'Parking is free behind the building.',
        '',
      ]);
      for (const vector of [price, cost, parking, empty]) {
        expect(vector).toHaveLength(512);
        expect(Math.hypot(...(vector ?? []))).toBeCloseTo(1, 4);
      }
      if (!price || !cost || !parking) throw new Error('vectors missing');
      expect(dot(price, cost)).toBeGreaterThan(0.7);
      expect(dot(price, cost)).toBeGreaterThan(dot(price, parking) + 0.3);
    } finally {
      await embedder.close?.();
    }
  });

  it('rejects, without bringing the process down, when the model cannot load', async () => {
    const script = path.join(tmpdir(), `embedding-worker-broken-${process.pid}.mjs`);
    await writeFile(script, "throw new Error('weights missing');\n");
    const embedder = createLocalEmbedder({ workerUrl: pathToFileURL(script) });
    try {
      await expect(embedder.embed(['hello'])).rejects.toThrow(
        'The bundled embedding model could not run: weights missing',
      );
      // The next call tries again with a fresh thread (and fails the same way here).
      await expect(embedder.embed(['hello'])).rejects.toThrow('weights missing');
      await embedder.close?.();
      await expect(embedder.embed(['hello'])).rejects.toThrow('closed');
    } finally {
      await rm(script, { force: true });
    }
  });
});
