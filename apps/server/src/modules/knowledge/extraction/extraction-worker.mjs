// Entry of the extraction worker thread. It is plain JavaScript so that it starts the same way under
// `tsx` (the server), under vitest and under plain node. The parsing libraries are imported here,
// natively, BEFORE tsx is registered: tsx would otherwise run megabytes of pdfjs through its
// transform on every start. Our own TypeScript is then loaded through tsx. The parent turns the
// reply (or the thread's death) into the result.
import { parentPort, workerData } from 'node:worker_threads';

const NATIVE_LIBRARIES = {
  // Importing pdfjs's worker module here makes pdfjs parse in this thread (its "fake worker")
  // without loading that module through tsx later.
  pdf: ['pdfjs-dist/legacy/build/pdf.mjs', 'pdfjs-dist/legacy/build/pdf.worker.mjs'],
  docx: ['mammoth'],
  doc: ['word-extractor'],
  txt: [],
  md: [],
};

const { bytes, kind, limits } = workerData;
// A failure to load is not the document's fault: it is left uncaught, and the parent reports that
// the reader stopped.
await Promise.all(NATIVE_LIBRARIES[kind].map((specifier) => import(specifier)));
const { register } = await import('tsx/esm/api');
register();
const { readDocument } = await import('./read-document.ts');

try {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  parentPort.postMessage({ ok: true, document: await readDocument(buffer, kind, limits) });
} catch (error) {
  // readDocument only throws ExtractionErrors; a class does not survive postMessage, its text does.
  parentPort.postMessage({ ok: false, reason: error instanceof Error ? error.message : null });
}
