import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import { rebuildActivityHours } from './activity-hours.js';

const MIGRATIONS = fileURLToPath(new URL('../../db/migrations', import.meta.url));
const BEFORE_ROLLUP = '0004_session_event_indexes';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder whose journal ends at `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'concierge-migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** An empty database, migrated by `migrate(folder)`: PGlite, or a new one on TEST_DATABASE_URL. */
async function openEmptyDatabase(): Promise<{
  db: Database;
  migrate(folder: string): Promise<void>;
  dispose(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    const client = new PGlite();
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Database,
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      dispose: () => client.close(),
    };
  }
  const name = `concierge_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    async dispose() {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

describe('migration 0005_activity_hours', () => {
  let database: Awaited<ReturnType<typeof openEmptyDatabase>>;
  let before: string;

  beforeAll(async () => {
    database = await openEmptyDatabase();
    before = await migrationsUpTo(BEFORE_ROLLUP);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(before, { recursive: true, force: true });
  });

  it('backfills the counters of the chats stored before it', async () => {
    const { db } = database;
    await database.migrate(before);
    // Two organizations with a week of chats: sessions at every kind of hour, some initiated,
    // some ended, turns with feedback, forms of every category.
    await db.execute(sql`
      insert into organizations (name) values ('Lab A'), ('Lab B')`);
    await db.execute(sql`
      insert into app_users (organization_id, username)
      select id, 'Visitor ' || name from organizations`);
    await db.execute(sql`
      insert into chat_sessions (organization_id, app_user_id, visitor_token_hash, started_at,
        initiated_at, ended_at)
      select u.organization_id, u.id, md5(g::text),
        timestamptz '2024-03-01 00:00:00+00' + g * interval '37 minutes',
        case when g % 3 <> 0 then timestamptz '2024-03-01 00:00:30+00' + g * interval '37 minutes' end,
        case when g % 4 = 0 then timestamptz '2024-03-01 02:10:00+00' + g * interval '37 minutes' end
      from app_users u cross join generate_series(1, 200) g`);
    await db.execute(sql`
      insert into chat_turns (organization_id, session_id, user_text, assistant, confidence,
        feedback, created_at)
      select s.organization_id, s.id, 'hello', '"hi"'::jsonb, 1,
        (array['like', 'dislike', null])[1 + k % 3], s.initiated_at + k * interval '25 minutes'
      from chat_sessions s cross join generate_series(0, 2) k
      where s.initiated_at is not null`);
    await db.execute(sql`
      insert into submitted_forms (organization_id, session_id, form_id, category, form_data,
        submitted_at)
      select s.organization_id, s.id, 'form-1',
        (array['Appointments', 'Home Collection', 'Complaints/Feedback', 'General Inquiry',
          'Test Report'])[1 + (extract(epoch from s.started_at)::bigint / 60 % 5)::int],
        '{}'::jsonb, s.started_at + interval '50 minutes'
      from chat_sessions s where s.ended_at is not null`);

    await database.migrate(MIGRATIONS);
    const rows = () =>
      queryRows<Record<string, unknown>>(
        db,
        sql`select * from activity_hours order by organization_id, hour`,
      );
    const backfilled = await rows();
    const [totals] = await queryRows<Record<string, number>>(
      db,
      sql`select sum(sessions)::int as sessions, sum(messages)::int as messages,
            sum(likes + dislikes)::int as feedback, sum(f.count)::int as forms
          from activity_hours a
          left join lateral (select sum(value::int) as count from jsonb_each_text(a.forms)) f
            on true`,
    );
    expect(totals).toEqual({
      sessions: 400,
      messages: 2 * 134 * 3,
      feedback: 2 * 134 * 2,
      forms: 100,
    });

    const organizations = await queryRows<{ id: string }>(db, sql`select id from organizations`);
    for (const { id } of organizations) await rebuildActivityHours(db, id);
    expect(await rows()).toEqual(backfilled);
  });
});
