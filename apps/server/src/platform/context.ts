import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { JobWorker } from './jobs/worker.js';
import type { TokenService } from './tokens.js';

/** What every module needs, built once in app.ts and handed to each module's routes. */
export interface AppContext {
  config: Config;
  db: Database;
  tokens: TokenService;
  /** Key of the HMAC under which one-time codes are stored. */
  codeSecret: string;
  worker: JobWorker;
  log: FastifyBaseLogger;
}
