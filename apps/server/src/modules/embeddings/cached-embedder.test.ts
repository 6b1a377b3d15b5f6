import { describe, expect, it } from 'vitest';
import { cachedEmbedder } from './cached-embedder.js';
import type { Embedder } from './embedder.js';

/** An embedder that records what it was asked; a text's vector is [its length, 1]. */
function countingEmbedder(fail = () => false) {
  const calls: string[][] = [];
  let closed = 0;
  const embedder: Embedder = {
    model: 'test-model',
    async embed(texts) {
      calls.push(texts);
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (fail()) throw new Error('model down');
      return texts.map((text) => new Float32Array([text.length, 1]));
    },
    async close() {
      closed += 1;
    },
  };
  return { embedder, calls, closed: () => closed };
}

describe('cachedEmbedder', () => {
  it('embeds a repeated question once, and hands out copies', async () => {
    const inner = countingEmbedder();
    const cached = cachedEmbedder(inner.embedder);
    expect(cached.model).toBe('test-model');
    const [first] = await cached.embed(['Is parking free?']);
    first?.fill(0);
    const [second] = await cached.embed(['Is parking free?']);
    expect([...(second ?? [])]).toEqual([16, 1]);
    expect(inner.calls).toEqual([['Is parking free?']]);
  });

  it('keys by the exact text', async () => {
    const inner = countingEmbedder();
    const cached = cachedEmbedder(inner.embedder);
    await cached.embed(['Is parking free?']);
    await cached.embed(['is parking free?']);
    expect(inner.calls).toHaveLength(2);
  });

  it('embeds the same question asked twice at once only once', async () => {
    const inner = countingEmbedder();
    const cached = cachedEmbedder(inner.embedder);
    await Promise.all([cached.embed(['hours?']), cached.embed(['hours?'])]);
    expect(inner.calls).toEqual([['hours?']]);
  });

  it('forgets the least recently used question beyond its capacity', async () => {
    const inner = countingEmbedder();
    const cached = cachedEmbedder(inner.embedder, 2);
    await cached.embed(['a']);
    await cached.embed(['b']);
    await cached.embed(['a']); // a is now the most recent
    await cached.embed(['c']); // b goes
    await cached.embed(['a']);
    await cached.embed(['b']);
    expect(inner.calls).toEqual([['a'], ['b'], ['c'], ['b']]);
  });

  it('serves batches from the cache without filling it with their texts', async () => {
    const inner = countingEmbedder();
    const cached = cachedEmbedder(inner.embedder, 10);
    await cached.embed(['known']);
    const vectors = await cached.embed(['chunk one', 'known', 'chunk three']);
    expect(vectors.map((vector) => vector[0])).toEqual([9, 5, 11]);
    expect(inner.calls).toEqual([['known'], ['chunk one', 'chunk three']]);
    await cached.embed(['chunk one']);
    expect(inner.calls).toHaveLength(3);
  });

  it('does not remember a failure', async () => {
    let down = true;
    const inner = countingEmbedder(() => down);
    const cached = cachedEmbedder(inner.embedder);
    await expect(cached.embed(['hours?'])).rejects.toThrow('model down');
    down = false;
    await expect(cached.embed(['hours?'])).resolves.toHaveLength(1);
    expect(inner.calls).toHaveLength(2);
  });

  it('closes what it wraps', async () => {
    const inner = countingEmbedder();
    await cachedEmbedder(inner.embedder).close?.();
    expect(inner.closed()).toBe(1);
  });
});
