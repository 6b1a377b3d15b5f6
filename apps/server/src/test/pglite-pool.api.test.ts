import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client.js';
import { lendMigratedPglite } from './pglite-pool.js';
import { createTestApp, signUpVerified } from './test-app.js';

/** Every table's rows, every sequence's value, and the session's settings and locks. */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ qualified: string }>(
    db,
    sql`SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS qualified
      FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle')`,
  );
  const print: Record<string, string> = {};
  for (const { qualified } of tables) {
    const [row] = await queryRows<{ rows: string }>(
      db,
      sql.raw(`SELECT coalesce(string_agg(t::text, '|' ORDER BY t::text), '') AS rows
        FROM ${qualified} t`),
    );
    print[qualified] = row?.rows ?? '';
  }
  for (const sequence of await queryRows<{ name: string; value: string | null }>(
    db,
    sql`SELECT sequencename AS name, last_value::text AS value FROM pg_sequences`,
  )) {
    print[`sequence ${sequence.name}`] = String(sequence.value);
  }
  const [session] = await queryRows<{ timeout: string; locks: string }>(
    db,
    sql`SELECT current_setting('statement_timeout') AS timeout,
      (SELECT count(*) FROM pg_locks WHERE locktype = 'advisory')::text AS locks`,
  );
  print.session = JSON.stringify(session);
  return print;
}

// On PostgreSQL the test apps copy a template database instead (test-app.ts).
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(onPostgres)('the PGlite databases lent to API tests', () => {
  it('lends a database an app used back in exactly the migrated state', async () => {
    const used = await createTestApp();
    await signUpVerified(used, 'pool@example.com');
    await used.ctx.db.execute(sql`UPDATE plans SET price_cents = price_cents + 1`);
    await used.ctx.db.execute(sql`SET statement_timeout = 1234`);
    await used.ctx.db.execute(sql`SELECT pg_advisory_lock(42)`);
    expect(await queryRows(used.ctx.db, sql`SELECT 1 FROM organizations`)).toHaveLength(1);
    await used.close();

    const again = await lendMigratedPglite();
    const fresh = await lendMigratedPglite();
    try {
      expect(again.reused).toBe(true);
      expect(fresh.reused).toBe(false);
      const expected = await fingerprint(fresh.handle.db);
      expect(expected['public.plans']).not.toBe('');
      expect(await fingerprint(again.handle.db)).toEqual(expected);
    } finally {
      again.giveBack();
      fresh.giveBack();
    }
  });
});
