import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../apps/server/src/db/client.js';

const TABLES = ['app_users', 'chat_sessions', 'chat_turns', 'submitted_forms'];

/**
 * Runs a bulk load the way one loads a warehouse: the secondary indexes of the staff tables are
 * dropped first and built again afterwards: one sort each instead of a million random inserts.
 * The database is a throwaway one, so nothing else sees the gap.
 */
export async function bulkLoad(db: Database, load: () => Promise<void>): Promise<void> {
  const indexes = await queryRows<{ indexname: string; indexdef: string }>(
    db,
    sql`select indexname, indexdef from pg_indexes
        where schemaname = 'public' and tablename in ${TABLES} and indexname not like '%_pkey'`,
  );
  for (const { indexname } of indexes)
    await db.execute(sql`drop index ${sql.identifier(indexname)}`);
  await load();
  for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef));
}
