/*
 * A date field's value is 'YYYY-MM-DD' in the visitor's own calendar: it is read as a local date,
 * never through Date.parse, which takes that shape as midnight UTC (the day before, west of it).
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the visitor's time zone, as a date input's value. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function localDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 0 Sunday … 6 Saturday, as opening hours count days; null for a value that is not a date. */
export function weekdayOf(value: string): number | null {
  return localDate(value)?.getDay() ?? null;
}

/** 'Mon, Tue, Sat': the open days in the order of a week that starts on Monday. */
export function dayNames(days: readonly number[]): string {
  return [...days]
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map((day) => DAY_NAMES[day])
    .join(', ');
}

/** '2026-12-04' → 'Fri, Dec 4, 2026'; anything else is returned as it is. */
export function readableDate(value: string): string {
  const date = localDate(value);
  return date
    ? date.toLocaleDateString('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      })
    : value;
}
