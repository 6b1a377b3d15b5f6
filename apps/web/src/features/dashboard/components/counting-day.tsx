import { CalendarDays } from 'lucide-react';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2024-01-05" → "Fri, Jan 5": a calendar day, read as such whatever the browser's zone. */
function formatCalendarDay(date: string): string {
  return dayFormat.format(new Date(`${date}T12:00:00Z`));
}

/**
 * Which day the "today" figures count: the organization's day in its own time zone, which may
 * not be the day on the reader's clock.
 */
export function CountingDay({ date, timeZone }: { date: string; timeZone: string }) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !timeZone) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-500">
      <CalendarDays className="size-4" aria-hidden />
      <span>
        Today ({formatCalendarDay(date)}, {timeZone})
      </span>
    </p>
  );
}
