const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock parts of an instant in a timezone, read back as if they were UTC: the result's
 * getUTC* methods give the local year, month, day, weekday, hour and minute. Intl knows the
 * timezone's rules, so DST changes need no arithmetic of ours.
 */
export function wallClockAsUtc(instant: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  // One formatToParts per instant: it is the costly call, and a 30-day range makes ~130 of them.
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
}
