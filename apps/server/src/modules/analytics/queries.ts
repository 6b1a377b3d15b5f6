import type { FormCategoryCounts } from '@concierge/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import type { DayRange } from './day-range.js';

/** What happened on one local day of an organization. */
export interface DayActivity extends FormCategoryCounts {
  date: string;
  sessions: number;
  chats_initiated: number;
  messages: number;
  ended_chats: number;
  likes: number;
  dislikes: number;
}

export async function organizationTimeZone(db: Executor, organizationId: string): Promise<string> {
  const [row] = await queryRows<{ timezone: string }>(
    db,
    sql`select timezone from organizations where id = ${organizationId}`,
  );
  if (!row) throw new Error(`organization ${organizationId} has no row`);
  return row.timezone;
}

interface DayActivityRow extends Omit<DayActivity, 'date'> {
  /** 1-based position of the day in the range. */
  day: number;
}

/**
 * Every day of the range, oldest first and zero-filled, in one statement: one pass over each of
 * chat_sessions, chat_turns and submitted_forms through their (organization_id, time) indexes.
 * Rows are sorted into days by the local midnights of the range (width_bucket), which is cheaper
 * than converting each timestamp to the timezone and keeps the day bounds those of day-range.ts.
 */
export async function dailyActivity(
  db: Executor,
  organizationId: string,
  range: DayRange,
): Promise<DayActivity[]> {
  const from = range.start.toISOString();
  const to = range.end.toISOString();
  const boundaries = `{${range.boundaries.map((instant) => instant.toISOString()).join(',')}}`;
  const dayOf = (column: SQL) => sql`width_bucket(${column}, ${boundaries}::timestamptz[])`;
  // A chat starts, is initiated and ends at different times: each event is found through the
  // index on its own column, so a chat that began days before the range still counts.
  const sessionEvents = (kind: string, column: SQL) =>
    sql`select ${kind}::text as kind, ${column} as at from chat_sessions s
        where s.organization_id = ${organizationId}
          and ${column} >= ${from}::timestamptz and ${column} < ${to}::timestamptz`;
  const rows = await queryRows<DayActivityRow>(
    db,
    sql`with session_counts as (
          select ${dayOf(sql`event.at`)} as day,
            count(*) filter (where event.kind = 'started')::int as sessions,
            count(*) filter (where event.kind = 'initiated')::int as chats_initiated,
            count(*) filter (where event.kind = 'ended')::int as ended_chats
          from (
            ${sessionEvents('started', sql`s.started_at`)}
            union all ${sessionEvents('initiated', sql`s.initiated_at`)}
            union all ${sessionEvents('ended', sql`s.ended_at`)}
          ) as event
          group by 1
        ),
        turn_counts as (
          select ${dayOf(sql`t.created_at`)} as day,
            count(*)::int as messages,
            count(*) filter (where t.feedback = 'like')::int as likes,
            count(*) filter (where t.feedback = 'dislike')::int as dislikes
          from chat_turns t
          where t.organization_id = ${organizationId}
            and t.created_at >= ${from}::timestamptz and t.created_at < ${to}::timestamptz
          group by 1
        ),
        form_counts as (
          select ${dayOf(sql`f.submitted_at`)} as day,
            count(*) filter (where f.category = 'Appointments')::int as appointments_count,
            count(*) filter (where f.category = 'Home Collection')::int as home_collection_count,
            count(*) filter (where f.category = 'Complaints/Feedback')::int as complaints_feedback_count,
            count(*) filter (where f.category = 'General Inquiry')::int as general_inquiry_count,
            count(*) filter (where f.category = 'Test Report')::int as test_report_count
          from submitted_forms f
          where f.organization_id = ${organizationId}
            and f.submitted_at >= ${from}::timestamptz and f.submitted_at < ${to}::timestamptz
          group by 1
        )
        select days.day,
          coalesce(sc.sessions, 0) as sessions,
          coalesce(sc.chats_initiated, 0) as chats_initiated,
          coalesce(tc.messages, 0) as messages,
          coalesce(sc.ended_chats, 0) as ended_chats,
          coalesce(tc.likes, 0) as likes,
          coalesce(tc.dislikes, 0) as dislikes,
          coalesce(fc.appointments_count, 0) as appointments_count,
          coalesce(fc.home_collection_count, 0) as home_collection_count,
          coalesce(fc.complaints_feedback_count, 0) as complaints_feedback_count,
          coalesce(fc.general_inquiry_count, 0) as general_inquiry_count,
          coalesce(fc.test_report_count, 0) as test_report_count
        from generate_series(1, ${range.days.length}) as days(day)
        left join session_counts sc on sc.day = days.day
        left join turn_counts tc on tc.day = days.day
        left join form_counts fc on fc.day = days.day
        order by days.day`,
  );
  return rows.map(({ day, ...counts }) => ({ date: range.days[day - 1] ?? '', ...counts }));
}
