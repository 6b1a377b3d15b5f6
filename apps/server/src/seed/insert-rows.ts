import { getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/** Rows per statement: one JSON parameter each, so only its size bounds it. */
const BATCH = 2000;

/**
 * Inserts many rows as one JSON document per batch (`insert … select from jsonb_to_recordset`):
 * on PGlite several times faster than a multi-row VALUES list with thousands of bound parameters.
 * Columns no row sets keep their database defaults.
 */
export async function insertRows<T extends PgTable>(
  db: Executor,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  const columns = Object.entries(getTableColumns(table) as Record<string, Column>).filter(
    ([key, column]) => !column.generated && rows.some((row) => key in row),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    columns.map(
      ([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`,
    ),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows
      .slice(start, start + BATCH)
      .map((row: Record<string, unknown>) =>
        Object.fromEntries(columns.map(([key, column]) => [column.name, row[key] ?? null])),
      );
    await db.execute(
      sql`insert into ${sql.identifier(getTableName(table))} (${names})
          select ${names} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as t(${types})`,
    );
  }
}
