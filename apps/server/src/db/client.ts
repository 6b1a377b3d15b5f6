import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Queries accept either, so a service can run them inside or outside a transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 5000;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** What a process logs (warn) when `onIdleError` hears of a pooled connection the server dropped. */
export const DATABASE_CONNECTION_LOST =
  'database connection lost; the pool opens a new one for the next query';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; onIdleError?: (error: Error) => void }
  | { kind: 'pglite'; dataDir: string | null /* null: in memory */ };

/** Opens the database and applies every pending migration. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // While the server is away a request fails fast (503) instead of waiting for a connection.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle client whose server went away emits here; unhandled, that would end the process.
    // The pool drops that client and opens a new one for the next query.
    pool.on('error', (error) => target.onIdleError?.(error));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, driver: 'postgres', close: () => pool.end() };
  }
  let location: string | undefined;
  if (target.dataDir) {
    location = path.join(target.dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  // PGlite is one connection: it queues queries and transactions itself, so access is serialised.
  return usePglite(new PGlite(location));
}

/** Puts the schema on a PGlite (migrations already applied are skipped) and wraps it. */
export async function usePglite(client: PGlite): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, driver: 'pglite', close: () => client.close() };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
