import { addDays, dayRange, localDay, type DayRange } from '../analytics/day-range.js';

/** The local hour on Monday from which last week's report goes out. */
export const REPORT_HOUR = 8;

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock hour (0–23) of an instant in the timezone. */
function localHour(instant: Date, timeZone: string): number {
  let formatter = hourFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit' });
    hourFormatters.set(timeZone, formatter);
  }
  return Number(formatter.formatToParts(instant).find((part) => part.type === 'hour')?.value);
}

/**
 * The week a weekly report covers at `now`: once the local time is past Monday 08:00, the week
 * before, Monday 00:00 to this Monday 00:00 in the timezone (so 167 or 169 hours across a DST
 * change). On Monday before 08:00 no new report is due yet: null.
 */
export function reportedWeek(now: Date, timeZone: string): DayRange | null {
  const today = localDay(now, timeZone);
  const daysSinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  if (daysSinceMonday === 0 && localHour(now, timeZone) < REPORT_HOUR) return null;
  const thisMonday = addDays(today, -daysSinceMonday);
  return dayRange(addDays(thisMonday, -7), addDays(thisMonday, -1), timeZone);
}
