import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../../../e2e/support/free-port.js';

const run = promisify(execFile);
const DEBIAN_POSTGRES = '/usr/lib/postgresql';

export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`, trusted, no password. */
  url: string;
  /** `pg_ctl stop -m fast`: sessions end with admin_shutdown and new connections are refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * The newest Debian PostgreSQL server's binaries (CI installs them), or null. The server runs as
 * the `postgres` account when this process is root, as PostgreSQL refuses to run as root.
 */
export async function findPostgresBinaries(): Promise<string | null> {
  try {
    const versions = (await readdir(DEBIAN_POSTGRES)).filter((name) => /^\d+$/.test(name));
    const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
    return newest ? path.join(DEBIAN_POSTGRES, newest, 'bin') : null;
  } catch {
    return null;
  }
}

/** Test-only: a PostgreSQL server of its own on a free port, to stop and start for real. */
export async function startThrowawayPostgres(binaries: string): Promise<ThrowawayPostgres> {
  const root = await mkdtemp(path.join(tmpdir(), 'concierge-throwaway-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(root, Number(stdout), Number(group));
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binaries, name), ...args])
      : run(path.join(binaries, name), args);
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  await tool('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  const pgCtl = (...args: string[]) => tool('pg_ctl', ['-D', dataDir, '-w', ...args]);
  const start = async () => {
    await pgCtl(
      '-l',
      path.join(root, 'server.log'),
      '-o',
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    );
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => void (await pgCtl('-m', 'fast', 'stop')),
    start,
    destroy: async () => {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
