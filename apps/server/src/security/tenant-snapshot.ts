import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import type { TestApp } from '../test/test-app.js';

/**
 * One organization's data as row counts and an md5 of its rows, per table that has an
 * organization_id (and the organization's own row): equal snapshots mean nothing of it changed.
 */
export async function snapshotTenant(
  t: TestApp,
  organizationId: string,
): Promise<Record<string, string>> {
  const tables = await queryRows<{ table_name: string }>(
    t.ctx.db,
    sql`select table_name from information_schema.columns
        where column_name = 'organization_id' and table_schema = current_schema()
        order by table_name`,
  );
  const snapshot: Record<string, string> = {};
  for (const { table_name: table } of [{ table_name: 'organizations' }, ...tables]) {
    const column = sql.identifier(table === 'organizations' ? 'id' : 'organization_id');
    const [row] = await queryRows<{ rows: number; digest: string | null }>(
      t.ctx.db,
      sql`select count(*)::int as rows, md5(string_agg(r::text, '|' order by r::text)) as digest
          from ${sql.identifier(table)} r where r.${column} = ${organizationId}`,
    );
    snapshot[table] = `${row?.rows ?? 0} rows, ${row?.digest ?? 'empty'}`;
  }
  return snapshot;
}
