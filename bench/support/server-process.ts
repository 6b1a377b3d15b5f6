import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/support/free-port.js';
import { waitForHealth } from '../../e2e/support/health.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerMemory {
  /** Resident set size now, in MiB. */
  rssMiB: number;
  /** The highest resident set size so far, in MiB. */
  peakMiB: number;
}

export interface ServerProcess {
  url: string;
  pid: number;
  owner: { email: string; password: string };
  memory(): Promise<ServerMemory>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the real server as `npm start` does (build what is stale, migrate, seed the demo, serve the
 * API, the web app and the widget) on a free port with a fresh data directory. Node runs the build
 * itself, not through npm, so `pid` is the server's own process and its memory is the server's.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const builds = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-builds.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (builds.status !== 0) throw new Error('the builds failed (scripts/ensure-builds.mjs)');
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'concierge-bench-server-'));
  let output = '';
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'apps/server/dist/main.mjs')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        DATABASE_URL: process.env.DATABASE_URL ?? '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // A fresh demo seed: slower than the browser tests' copy of a seeded directory.
    await waitForHealth(url, exited, () => output, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    demoOwnerPassword: string;
  };
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    owner: { email: 'owner@riverside-diagnostics.example', password: secrets.demoOwnerPassword },
    memory: () => processMemory(pid),
    output: () => output,
    stop,
  };
}

/** VmRSS and VmHWM of a process, from /proc (Linux). */
export async function processMemory(pid: number): Promise<ServerMemory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
}
