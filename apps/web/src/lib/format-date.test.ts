import { describe, expect, it } from 'vitest';
import { formatAgo, formatDate } from './format-date';

describe('formatDate', () => {
  it('formats en-US with short month, day, year, hour and minute', () => {
    expect(formatDate(new Date(2024, 0, 5, 10, 30))).toBe('Jan 5, 2024, 10:30 AM');
  });

  it('gives an empty string for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatAgo', () => {
  const now = new Date(2024, 0, 10, 12, 0).getTime();
  const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago, in the largest whole unit', () => {
    expect(formatAgo(before(20), now)).toBe('just now');
    expect(formatAgo(before(5 * 60), now)).toBe('5 minutes ago');
    expect(formatAgo(before(3 * 3600 + 59 * 60), now)).toBe('3 hours ago');
    expect(formatAgo(before(26 * 3600), now)).toBe('yesterday');
  });

  it('gives the date from a week back, and nothing for an invalid one', () => {
    expect(formatAgo(before(8 * 24 * 3600), now)).toBe('Jan 2, 2024, 12:00 PM');
    expect(formatAgo('not a date', now)).toBe('');
  });
});
