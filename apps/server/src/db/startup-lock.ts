import pg from 'pg';

/** Any fixed number: every Concierge process on one database asks for the same lock. */
const STARTUP_LOCK_KEY = 7_310_425_001;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so processes started at once (two API
 * replicas and a worker) take turns: one generates secrets.json in the shared DATA_DIR, applies
 * the migrations and seeds the demo; the next finds all of it done instead of racing it. Without
 * DATABASE_URL (embedded PGlite, one process) there is nobody to wait for.
 */
export async function underStartupLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock, even when `work` failed half-way.
    await client.end();
  }
}
