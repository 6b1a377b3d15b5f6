import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createLlmClient, type LlmClient } from '../modules/chat-engine/llm.js';
import { createEmbedder } from '../modules/embeddings/create-embedder.js';
import type { Embedder } from '../modules/embeddings/embedder.js';
import { createLocalFileStore, type FileStore } from './files/file-store.js';
import { JobWorker } from './jobs/worker.js';
import { createLiveBus, type LiveBus } from './live/index.js';
import { TokenService } from './tokens.js';

/** What every module needs, built once per process and handed to each module's routes and jobs. */
export interface AppContext {
  config: Config;
  db: Database;
  tokens: TokenService;
  /** Key of the HMAC under which one-time codes are stored. */
  codeSecret: string;
  worker: JobWorker;
  files: FileStore;
  /** Phrases answers when LLM_* is configured; the engine answers extractively without it. */
  llm: LlmClient | null;
  /**
   * Sentence embeddings of questions and knowledge (EMBEDDINGS_* service, or the bundled model in
   * a worker thread started on first use). The app's onClose closes it.
   */
  embedder: Embedder;
  /** Live chat signals between the processes' streams; publish after the transaction commits. */
  live: LiveBus;
  log: FastifyBaseLogger;
}

export function createAppContext(deps: {
  config: Config;
  db: Database;
  jwtSecret: string;
  log: FastifyBaseLogger;
  files?: FileStore;
  /** The PostgreSQL server `db` runs on, for the live bus's LISTEN; unset on PGlite. */
  databaseUrl?: string;
  /** Default: made from config.embeddings. */
  embedder?: Embedder;
}): AppContext {
  const { config, db, jwtSecret, log } = deps;
  return {
    config,
    db,
    tokens: new TokenService(jwtSecret),
    codeSecret: `${jwtSecret}:one-time-codes`,
    worker: new JobWorker(db, log, config.jobConcurrency, config.jobTiming),
    files: deps.files ?? createLocalFileStore(path.join(config.dataDir, 'uploads')),
    llm: config.llm ? createLlmClient(config.llm) : null,
    embedder: deps.embedder ?? createEmbedder(config),
    live: createLiveBus(db, deps.databaseUrl, log),
    log,
  };
}
