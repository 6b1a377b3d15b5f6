import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** The counters of activity_hours, by column name. */
export const ACTIVITY_COUNTERS = [
  'sessions',
  'chats_initiated',
  'messages',
  'ended_chats',
  'likes',
  'dislikes',
] as const;
export type ActivityCounter = (typeof ACTIVITY_COUNTERS)[number];

/**
 * The hour an instant counts in. The three-argument date_trunc cuts in UTC whatever the session's
 * TimeZone is; the two-argument one would follow it (a +05:30 session would cut half hours).
 */
const utcHour = (at: SQL) => sql`date_trunc('hour', ${at}, 'UTC')`;

/**
 * Adds `deltas` (negative to take back) to the organization's counters of the hour of `at`. Call
 * it in the transaction of the write it counts: the row lock it takes is held to the commit, so
 * keep it the transaction's last statement.
 */
export async function countActivity(
  db: Executor,
  organizationId: string,
  at: Date | SQL,
  deltas: Partial<Record<ActivityCounter, number>>,
): Promise<void> {
  const counters = ACTIVITY_COUNTERS.filter((counter) => (deltas[counter] ?? 0) !== 0);
  if (counters.length === 0) return;
  const instant = at instanceof Date ? sql`${at.toISOString()}::timestamptz` : at;
  const columns = counters.map((counter) => sql.identifier(counter));
  await db.execute(sql`
    insert into activity_hours (organization_id, hour, ${sql.join(columns, sql`, `)})
    values (${organizationId}, ${utcHour(instant)},
      ${sql.join(
        counters.map((counter) => sql`${deltas[counter] ?? 0}::int`),
        sql`, `,
      )})
    on conflict (organization_id, hour) do update set ${sql.join(
      columns.map((column) => sql`${column} = activity_hours.${column} + excluded.${column}`),
      sql`, `,
    )}`);
}

/**
 * countActivity for a chat session's event: a staff test from Test Deployment counts in no figure.
 */
export async function countSessionActivity(
  db: Executor,
  session: { organizationId: string; isTest: boolean },
  at: Date | SQL,
  deltas: Partial<Record<ActivityCounter, number>>,
): Promise<void> {
  if (session.isTest) return;
  await countActivity(db, session.organizationId, at, deltas);
}

/**
 * Counts one submitted form under its form's key in the hour of `at` (a staff test counts in no
 * figure). Like countActivity, keep it the transaction's last statement.
 */
export async function countFormSubmission(
  db: Executor,
  session: { organizationId: string; isTest: boolean },
  at: Date,
  formKey: string,
): Promise<void> {
  if (session.isTest) return;
  await db.execute(sql`
    insert into activity_hours (organization_id, hour, forms)
    values (${session.organizationId}, ${utcHour(sql`${at.toISOString()}::timestamptz`)},
      jsonb_build_object(${formKey}::text, 1))
    on conflict (organization_id, hour) do update set forms = activity_hours.forms ||
      jsonb_build_object(${formKey}::text, coalesce((activity_hours.forms ->> ${formKey}::text)::int, 0) + 1)`);
}

/**
 * Recomputes the organization's counters from the raw rows, for writes that bypass countActivity
 * (bulk seeds, tests moving chats in time). One grouped pass over each raw table; the migration
 * 0005_activity_hours backfilled every organization with the same SQL.
 */
const testSessions = (organizationId: string) =>
  sql`select id from chat_sessions where organization_id = ${organizationId} and is_test`;

export async function rebuildActivityHours(db: Executor, organizationId: string): Promise<void> {
  await db.execute(sql`delete from activity_hours where organization_id = ${organizationId}`);
  await db.execute(sql`
    insert into activity_hours (organization_id, hour, ${sql.join(
      ACTIVITY_COUNTERS.map((counter) => sql.identifier(counter)),
      sql`, `,
    )})
    select ${organizationId}::uuid, e.hour, ${sql.join(
      ACTIVITY_COUNTERS.map(
        (counter) => sql`coalesce(sum(e.n) filter (where e.counter = ${counter}), 0)::int`,
      ),
      sql`, `,
    )}
    from (
      select ${utcHour(sql`ev.at`)} as hour, ev.counter, count(*) as n
      from chat_sessions s
      cross join lateral (values ('sessions', s.started_at), ('chats_initiated', s.initiated_at),
        ('ended_chats', s.ended_at)) as ev(counter, at)
      where s.organization_id = ${organizationId} and ev.at is not null and not s.is_test
      group by 1, 2
      union all
      select ${utcHour(sql`t.created_at`)}, ev.counter, count(*)
      from chat_turns t
      cross join lateral (values ('messages'),
        (case t.feedback when 'like' then 'likes' when 'dislike' then 'dislikes' end)) as ev(counter)
      where t.organization_id = ${organizationId} and ev.counter is not null
        and t.session_id not in (${testSessions(organizationId)})
      group by 1, 2
      union all
      select ${utcHour(sql`m.created_at`)}, 'messages', count(*)
      from live_messages m
      where m.organization_id = ${organizationId} and m.author = 'visitor'
        and m.session_id not in (${testSessions(organizationId)})
      group by 1, 2
    ) as e
    group by e.hour`);
  // Forms by key, into the hours above or new ones.
  await db.execute(sql`
    insert into activity_hours (organization_id, hour, forms)
    select ${organizationId}::uuid, f.hour, jsonb_object_agg(f.form_key, f.n)
    from (
      select ${utcHour(sql`submitted_at`)} as hour, form_key, count(*)::int as n
      from submitted_forms
      where organization_id = ${organizationId}
        and session_id not in (${testSessions(organizationId)})
      group by 1, 2
    ) as f
    group by f.hour
    on conflict (organization_id, hour) do update set forms = excluded.forms`);
}
