import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import type { ActivityCounter } from './activity-hours.js';
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
  const hours = sql`select width_bucket(a.hour, ${boundaries}::timestamptz[]) as day, a.*
    from activity_hours a
    where a.organization_id = ${organizationId}
      and a.hour >= ${range.start.toISOString()}::timestamptz
      and a.hour < ${range.end.toISOString()}::timestamptz`;
  const rows = await queryRows<DayActivityRow>(
    db,
    sql`select days.day,
          ${total('sessions', 'sessions')},
          ${total('chats_initiated', 'chats_initiated')},
          ${total('messages', 'messages')},
          ${total('ended_chats', 'ended_chats')},
          ${total('likes', 'likes')},
          ${total('dislikes', 'dislikes')}
        from generate_series(1, ${range.days.length}::int) as days(day)
        left join (${hours}) as h on h.day = days.day
        group by days.day
        order by days.day`,
  );
  const formRows = await queryRows<{ day: number; key: string; count: number }>(
    db,
    sql`select h.day, f.key, sum(f.value::int)::int as count
        from (${hours}) as h cross join lateral jsonb_each_text(h.forms) as f(key, value)
        group by h.day, f.key`,
  );
  const formsOfDay = new Map<number, Record<string, number>>();
  for (const { day, key, count } of formRows) {
    formsOfDay.set(day, { ...formsOfDay.get(day), [key]: count });
  }
  return rows.map(({ day, ...counts }) => ({
    date: range.days[day - 1] ?? '',
    ...counts,
    forms: formsOfDay.get(day) ?? {},
  }));
}
