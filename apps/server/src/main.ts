import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DATABASE_CONNECTION_LOST, openDatabase } from './db/client.js';
import { underStartupLock } from './db/startup-lock.js';
import { prettyLogStream } from './platform/pretty-log.js';
import { loadOrCreateSecrets } from './platform/secrets.js';
import { seedDemo, type DemoLogins } from './seed/demo.js';

/** `npm start`: migrate, seed the demo once, serve the API, the widget and the web app, run jobs. */
async function main(): Promise<void> {
  const config = readConfigOrExit();
  // The pool opens before the app and its logger: a connection lost in between goes to stderr.
  let reportLostConnection = (error: Error) =>
    console.warn(`${DATABASE_CONNECTION_LOST}:`, error.message);
  const onIdleError = (error: Error) => reportLostConnection(error);
  // One process at a time: replicas started together would race the secrets file, the
  // migrations and the demo seed.
  const { secrets, database, demo } = await underStartupLock(config.databaseUrl, async () => {
    const { secrets, created: newDataDir } = await loadOrCreateSecrets(config.dataDir);
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, onIdleError }
        : { kind: 'pglite', dataDir: config.dataDir },
    );
    const demo = config.seedDemo
      ? await seedDemo(
          database.db,
          { owner: secrets.demoOwnerPassword, operator: secrets.demoOperatorPassword },
          newDataDir,
        )
      : null;
    return { secrets, database, demo };
  });
  const { app, ctx } = await buildApp({
    config,
    db: database.db,
    jwtSecret: config.jwtSecret ?? secrets.jwtSecret,
    logger: {
      level: config.logLevel,
      ...(config.logFormat === 'pretty' ? { stream: prettyLogStream(process.stdout) } : {}),
    },
  });
  reportLostConnection = (error) => app.log.warn({ err: error }, DATABASE_CONNECTION_LOST);

  if (config.runWorker) ctx.worker.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  printBanner(config, database.driver, demo);
}

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function printBanner(config: Config, driver: string, demo: DemoLogins | null): void {
  const lines = [
    '',
    `  Concierge is running at ${config.publicUrl}`,
    `  Database: ${driver === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Mail: ${config.smtpUrl ? 'SMTP (SMTP_URL)' : 'printed to this log'}`,
    `  API reference: ${config.publicUrl}/api/docs`,
  ];
  if (demo) {
    lines.push(
      '',
      '  Demo logins (as seeded; a password changed since stays changed):',
      `    owner     ${demo.owner.email}  /  ${demo.owner.password}`,
      `    operator  ${demo.operator.email}  /  ${demo.operator.password}`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('Concierge failed to start:', error);
  process.exit(1);
});
