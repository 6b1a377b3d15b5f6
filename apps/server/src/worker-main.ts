import pino from 'pino';
import { loadConfig } from './config.js';
import { DATABASE_CONNECTION_LOST, openDatabase } from './db/client.js';
import { underStartupLock } from './db/startup-lock.js';
import { createAppContext } from './platform/context.js';
import { prettyLogStream } from './platform/pretty-log.js';
import { loadOrCreateSecrets } from './platform/secrets.js';
import { registerJobHandlers } from './platform/jobs/handlers.js';

/**
 * `npm run worker`: runs jobs in a process of its own, for deployments that scale API and workers
 * apart (set RUN_WORKER=false on the API processes). Needs DATABASE_URL: PGlite is one process.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error(
      'npm run worker needs DATABASE_URL; with the embedded database, npm start runs the jobs',
    );
  }
  const log =
    config.logFormat === 'pretty'
      ? pino({ level: config.logLevel }, prettyLogStream(process.stdout))
      : pino({ level: config.logLevel });
  const { databaseUrl } = config;
  // Started together with the API processes: one at a time makes the secrets and migrations.
  const { database, secrets } = await underStartupLock(databaseUrl, async () => ({
    secrets: (await loadOrCreateSecrets(config.dataDir)).secrets,
    database: await openDatabase({
      kind: 'postgres',
      url: databaseUrl,
      onIdleError: (error) => log.warn({ err: error }, DATABASE_CONNECTION_LOST),
    }),
  }));
  const ctx = createAppContext({
    config,
    db: database.db,
    jwtSecret: config.jwtSecret ?? secrets.jwtSecret,
    log,
    databaseUrl: config.databaseUrl,
  });
  registerJobHandlers(ctx);
  const { worker, live } = ctx;
  worker.start();
  log.info('worker started');
  const stop = async () => {
    await worker.stop();
    // Jobs publish live signals (NOTIFY); the bus holds its own connection once it listens.
    await live.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
