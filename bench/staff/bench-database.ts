import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.js';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** Where it lives, for the printout. */
  label: string;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one run: on-disk PGlite in a temp directory, or, with
 * DATABASE_URL, a throwaway database on that server, dropped afterwards.
 */
export async function openBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'concierge-bench-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    return {
      handle,
      label: `PGlite in ${dir}`,
      async dispose() {
        await handle.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `concierge_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    handle,
    label: `PostgreSQL, throwaway database ${name}`,
    async dispose() {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}
