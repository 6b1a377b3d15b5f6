import { PGlite } from '@electric-sql/pglite';
import { usePglite, type DatabaseHandle } from '../db/client.js';

/**
 * In-memory PGlite databases for the API tests, each lent in the migrated state. Starting PGlite
 * costs over a second of CPU even from a dump of a migrated data directory, and some seventy test
 * apps would pay it each. So a database a test app is done with goes back to its worker's pool,
 * and the next app gets it emptied back to the migrated state: every table truncated, the rows the
 * migrations wrote put back, the sequences restarted, the session reset (settings, advisory
 * locks). That takes a few tens of milliseconds. Two apps open at once get two databases.
 */

interface Migrated {
  /** The migrated data directory, which each new database starts from. */
  dump: Blob;
  /** SQL that empties a database back to the migrated state. */
  reset: string;
}

let migrated: Promise<Migrated> | undefined;
const idle: PGlite[] = [];

export async function lendMigratedPglite(): Promise<{
  handle: DatabaseHandle;
  /** Whether an app had it before (and it was reset), as against started from the dump. */
  reused: boolean;
  giveBack(): void;
}> {
  const { dump, reset } = await (migrated ??= migrate());
  const reused = idle.pop();
  if (reused) {
    // A transaction left open by a test that failed halfway would refuse DISCARD ALL.
    await reused.exec('ROLLBACK');
    await reused.exec('DISCARD ALL');
    await reused.exec(reset);
  }
  const client = reused ?? (await PGlite.create({ loadDataDir: dump }));
  // Wraps it for the app; the migrations are all applied already, so this only checks.
  const handle = await usePglite(client);
  let lent = true;
  return {
    handle,
    reused: reused !== undefined,
    giveBack() {
      if (!lent) return;
      lent = false;
      idle.push(client);
    },
  };
}

async function migrate(): Promise<Migrated> {
  const client = new PGlite();
  await usePglite(client);
  const reset = await resetScript(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  return { dump, reset };
}

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The SQL that brings a database of this schema back to the state `client` is in now. */
async function resetScript(client: PGlite): Promise<string> {
  const userSchemas = `schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle')`;
  const { rows: tables } = await client.query<{ schema: string; name: string; qualified: string }>(
    `SELECT schemaname AS schema, tablename AS name,
       quote_ident(schemaname) || '.' || quote_ident(tablename) AS qualified
     FROM pg_tables WHERE ${userSchemas} ORDER BY 3`,
  );
  if (tables.length === 0) return '';
  const statements = [
    `TRUNCATE ${tables.map((table) => table.qualified).join(', ')} RESTART IDENTITY CASCADE`,
  ];
  for (const table of tables) {
    const { rows } = await client.query<{ json: unknown }>(
      `SELECT json_agg(t) AS json FROM ${table.qualified} t`,
    );
    const json = rows[0]?.json;
    if (!json) continue;
    // Generated columns compute themselves and refuse a value.
    const { rows: columns } = await client.query<{ name: string }>(
      `SELECT quote_ident(column_name) AS name FROM information_schema.columns
       WHERE table_schema = $1 AND table_name = $2 AND is_generated = 'NEVER'
       ORDER BY ordinal_position`,
      [table.schema, table.name],
    );
    const list = columns.map((column) => column.name).join(', ');
    statements.push(
      `INSERT INTO ${table.qualified} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} ` +
        `FROM json_populate_recordset(NULL::${table.qualified}, ${quoteLiteral(JSON.stringify(json))})`,
    );
  }
  return `${statements.join(';\n')};`;
}
