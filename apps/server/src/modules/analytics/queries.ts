import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import type { ActivityCounter } from './activity-hours.js';
import { addFormCounts } from './form-counts.js';
import type { DayRange } from './day-range.js';

/** What happened on one local day of an organization. */
export interface DayActivity {
  date: string;
  sessions: number;
  chats_initiated: number;
  messages: number;
  ended_chats: number;
  likes: number;
  dislikes: number;
  /** Submitted forms by form key. */
  forms: Record<string, number>;
}

export async function organizationTimeZone(db: Executor, organizationId: string): Promise<string> {
  const [row] = await queryRows<{ timezone: string }>(
    db,
    sql`select timezone from organizations where id = ${organizationId}`,
  );
  if (!row) throw new Error(`organization ${organizationId} has no row`);
  return row.timezone;
}

interface DayActivityRow extends Omit<DayActivity, 'date' | 'forms'> {
  /** 1-based position of the day in the range. */
  day: number;
  /** The day's hourly form counts that are not empty, added up by the caller. */
  form_hours: Record<string, number>[] | null;
}

/**
 * Every day of the range, oldest first and zero-filled, from the hourly counters (activity-hours.ts):
 * at most 24 rows a day through the primary key. Hours are sorted into days by the local midnights
 * of the range (width_bucket), the day bounds of day-range.ts. That is exact because every
 * supported timezone (TIMEZONES: America/*, Asia/Karachi) is a whole number of hours from UTC, so a
 * local midnight always starts a UTC hour; a zone with a :30 offset would need finer buckets.
 */
export async function dailyActivity(
  db: Executor,
  organizationId: string,
  range: DayRange,
): Promise<DayActivity[]> {
  const boundaries = `{${range.boundaries.map((instant) => instant.toISOString()).join(',')}}`;
  const total = (counter: ActivityCounter, as: keyof DayActivityRow) =>
    sql`coalesce(sum(h.${sql.identifier(counter)}), 0)::int as ${sql.identifier(as)}`;
  const rows = await queryRows<DayActivityRow>(
    db,
    sql`select days.day,
          ${total('sessions', 'sessions')},
          ${total('chats_initiated', 'chats_initiated')},
          ${total('messages', 'messages')},
          ${total('ended_chats', 'ended_chats')},
          ${total('likes', 'likes')},
          ${total('dislikes', 'dislikes')},
          jsonb_agg(h.forms) filter (where h.forms <> '{}'::jsonb) as form_hours
        from generate_series(1, ${range.days.length}::int) as days(day)
        left join (
          select width_bucket(a.hour, ${boundaries}::timestamptz[]) as day, a.*
          from activity_hours a
          where a.organization_id = ${organizationId}
            and a.hour >= ${range.start.toISOString()}::timestamptz
            and a.hour < ${range.end.toISOString()}::timestamptz
        ) as h on h.day = days.day
        group by days.day
        order by days.day`,
  );
  return rows.map(({ day, form_hours, ...counts }) => ({
    date: range.days[day - 1] ?? '',
    ...counts,
    forms: (form_hours ?? []).reduce<Record<string, number>>(addFormCounts, {}),
  }));
}
