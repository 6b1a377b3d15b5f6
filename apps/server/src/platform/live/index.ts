import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { createLocalLiveBus } from './local-live-bus.js';
import type { LiveBus } from './live-bus.js';
import { createPostgresLiveBus } from './postgres-live-bus.js';

export type { LiveBus, LiveListener, LiveSignal } from './live-bus.js';

/** PostgreSQL (DATABASE_URL) carries signals between processes; PGlite is one process anyway. */
export function createLiveBus(
  db: Database,
  databaseUrl: string | undefined,
  log: FastifyBaseLogger,
): LiveBus {
  return databaseUrl ? createPostgresLiveBus(db, databaseUrl, log) : createLocalLiveBus();
}
