import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { addDays, dayRange, localDay, type DayRange } from './day-range.js';

/** The calendar month `now` falls in, in the timezone: 'YYYY-MM' and its days. */
export function calendarMonth(now: Date, timeZone: string): { month: string; range: DayRange } {
  const month = localDay(now, timeZone).slice(0, 7);
  const firstDay = `${month}-01`;
  // Day 28 + 4 days is always in the next month; its first day ends this one.
  const nextMonth = `${addDays(`${month}-28`, 4).slice(0, 7)}-01`;
  return { month, range: dayRange(firstDay, addDays(nextMonth, -1), timeZone) };
}

/**
 * Chats initiated (a visitor's first message) in the organization's calendar month of `now`: what
 * a plan's chat limit counts. Read from the hourly counters, at most ~744 rows by primary key.
 */
export async function chatsThisMonth(
  db: Executor,
  organizationId: string,
  timeZone: string,
  now: Date,
): Promise<number> {
  const { range } = calendarMonth(now, timeZone);
  const [row] = await queryRows<{ chats: number }>(
    db,
    sql`select coalesce(sum(chats_initiated), 0)::int as chats from activity_hours
        where organization_id = ${organizationId}
          and hour >= ${range.start.toISOString()}::timestamptz
          and hour < ${range.end.toISOString()}::timestamptz`,
  );
  return row?.chats ?? 0;
}
