import { wallClockAsUtc } from '@concierge/shared';

/**
 * Calendar days in an organization's timezone. A day is 'YYYY-MM-DD'; a range of days becomes the
 * instants [start, end) the SQL filters on, so the (organization_id, <time>) indexes serve it, and
 * the local midnights between them, by which the SQL sorts rows into days.
 */
export interface DayRange {
  /** First and last day counted, inclusive. */
  firstDay: string;
  lastDay: string;
  /** Every day of the range, oldest first. */
  days: string[];
  timeZone: string;
  /** Local midnight starting `firstDay`. */
  start: Date;
  /** Local midnight after `lastDay`. */
  end: Date;
  /** The local midnight starting each day, then `end`: days.length + 1 instants. */
  boundaries: Date[];
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The day as UTC midnight, or null when it is not a real calendar day (2024-02-30). */
function utcMidnight(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const parsed = new Date(time);
  const real =
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === date;
  return real ? time : null;
}

export function isCalendarDay(value: string): boolean {
  return utcMidnight(value) !== null;
}

function requireUtcMidnight(day: string): number {
  const time = utcMidnight(day);
  if (time === null) throw new RangeError(`not a calendar day: ${day}`);
  return time;
}

export function addDays(day: string, days: number): string {
  return new Date(requireUtcMidnight(day) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The calendar day an instant falls on in the timezone. */
export function localDay(instant: Date, timeZone: string): string {
  return new Date(wallClockAsUtc(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/**
 * The first instant of a local day. The offset is read twice because the first guess may sit on
 * the other side of a DST change; where midnight itself is skipped (clocks jump 00:00 → 01:00)
 * the day starts at the earliest candidate that already falls on it.
 */
export function startOfDay(day: string, timeZone: string): Date {
  const wall = requireUtcMidnight(day);
  const first = wall - (wallClockAsUtc(wall, timeZone) - wall);
  const second = wall - (wallClockAsUtc(first, timeZone) - first);
  const candidates = [first, second]
    .filter((instant) => localDay(new Date(instant), timeZone) === day)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? Math.max(first, second));
}

export function dayRange(firstDay: string, lastDay: string, timeZone: string): DayRange {
  const days: string[] = [];
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) days.push(day);
  const start = startOfDay(firstDay, timeZone);
  const end = startOfDay(addDays(lastDay, 1), timeZone);
  const boundaries = [start, ...days.slice(1).map((day) => startOfDay(day, timeZone)), end];
  return { firstDay, lastDay, days, timeZone, start, end, boundaries };
}

/** `date` of the dashboard ('today' or YYYY-MM-DD), or null when it is no calendar day. */
export function singleDay(date: string, timeZone: string, now: Date): DayRange | null {
  const day = date === 'today' ? localDay(now, timeZone) : date;
  return isCalendarDay(day) ? dayRange(day, day, timeZone) : null;
}

/** The last `days` calendar days, today included. */
export function lastDays(days: number, timeZone: string, now: Date): DayRange {
  const today = localDay(now, timeZone);
  return dayRange(addDays(today, 1 - days), today, timeZone);
}
