import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { freePort } from './free-port.js';
import { waitForHealth } from './health.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  demo: {
    owner: { email: string; password: string };
    operator: { email: string; password: string };
  };
  output(): string;
  stop(): Promise<void>;
  /** Ends the process at once, as a crash would (SIGKILL); the data directory stays. */
  kill(): Promise<void>;
}

export interface ServerOptions {
  /** A PostgreSQL server's database instead of the embedded one. */
  databaseUrl?: string;
  /** A data directory shared with another process (kept on stop); else a copy of the seeded one. */
  dataDir?: string;
  /** Start from an empty data directory (the seeded copy is made this way). */
  fresh?: boolean;
  /** More environment for the process (e.g. RUN_WORKER), over the defaults below. */
  env?: Record<string, string>;
}

/**
 * Starts the real server, as `npm start` does, on a free port with a fresh data directory, mail
 * going to the given SMTP server. The builds must exist (`npm run test:e2e` makes sure).
 */
export async function startServer(
  smtpUrl: string,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'concierge-e2e-')));
  if (!options.dataDir && !options.fresh) {
    await cp(inject('seededDataDir'), dataDir, { recursive: true });
  }
  let output = '';
  // Node itself, not npm: npm runs the server in a child process, which a SIGKILL of npm would
  // leave running.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'apps/server/dist/main.mjs')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        SMTP_URL: smtpUrl,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // The knowledge-base tests crawl a site the test serves on 127.0.0.1.
        CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
        DATABASE_URL: options.databaseUrl ?? '',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForHealth(url, exited, () => output);

  const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    demoOwnerPassword: string;
    demoOperatorPassword: string;
  };
  return {
    url,
    demo: {
      owner: { email: 'owner@riverside-diagnostics.example', password: secrets.demoOwnerPassword },
      operator: { email: 'operator@concierge.example', password: secrets.demoOperatorPassword },
    },
    output: () => output,
    async stop() {
      child.kill('SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
