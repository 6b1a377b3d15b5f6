const dayOnly = /^\d{4}-\d{2}-\d{2}$/;
const utcFormatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const localFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/**
 * A chart axis date, 'Nov 3'. A bare day (YYYY-MM-DD, as daily_sessions sends it) is read as that
 * calendar day, not as UTC midnight shifted into the browser's timezone.
 */
export function formatShortDate(value: string): string {
  if (dayOnly.test(value)) return utcFormatter.format(new Date(`${value}T00:00:00Z`));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : localFormatter.format(date);
}
