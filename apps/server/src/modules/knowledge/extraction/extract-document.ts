import { type ResourceLimits, Worker } from 'node:worker_threads';
import { ExtractionError, extractionReasons } from './extraction-error.js';
import {
  DEFAULT_EXTRACTION_LIMITS,
  type DocumentKind,
  type ExtractedDocument,
  type ExtractionLimits,
} from './types.js';

const WORKER_URL = new URL('./extraction-worker.mjs', import.meta.url);
const WORKER_RESOURCE_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 512,
  maxYoungGenerationSizeMb: 64,
  stackSizeMb: 8,
};

type WorkerReply = { ok: true; document: ExtractedDocument } | { ok: false; reason: string | null };

/**
 * Turns an uploaded document into text in the output convention. Every parse runs in its own
 * worker thread with a heap limit and is terminated at timeoutMs, so a booby-trapped file fails
 * its own entry with a readable ExtractionError and the server's event loop never waits on it.
 */
export async function extractDocument(
  bytes: Buffer,
  kind: DocumentKind,
  limits: Partial<ExtractionLimits> = {},
): Promise<ExtractedDocument> {
  return extractInWorker(bytes, kind, { ...DEFAULT_EXTRACTION_LIMITS, ...limits });
}

/** extractDocument with the worker's heap limits as a parameter, so tests can exhaust them. */
export function extractInWorker(
  bytes: Buffer,
  kind: DocumentKind,
  limits: ExtractionLimits,
  resourceLimits: ResourceLimits = WORKER_RESOURCE_LIMITS,
): Promise<ExtractedDocument> {
  // Cloning a Buffer would clone its whole ArrayBuffer (often Node's shared pool): copy just these
  // bytes, and hand the copy over rather than clone it again.
  const copy = new Uint8Array(bytes);
  const worker = new Worker(WORKER_URL, {
    workerData: { bytes: copy, kind, limits },
    transferList: [copy.buffer],
    // Not the parent's flags: the worker registers tsx itself (see extraction-worker.mjs).
    execArgv: [],
    resourceLimits,
  });

  return new Promise<ExtractedDocument>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const fail = (reason: string, cause?: unknown) =>
      settle(() => reject(new ExtractionError(reason, { cause })));

    const timer = setTimeout(
      () => fail(extractionReasons.timedOut(limits.timeoutMs)),
      limits.timeoutMs,
    );
    worker.once('message', (reply: WorkerReply) => {
      if (reply.ok) settle(() => resolve(reply.document));
      else fail(reply.reason ?? extractionReasons.damaged(kind));
    });
    worker.once('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') fail(extractionReasons.outOfMemory, error);
      else fail(extractionReasons.readerStopped, error);
    });
    worker.once('exit', () => fail(extractionReasons.readerStopped));
  });
}
