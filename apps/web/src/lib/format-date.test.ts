import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('formats en-US with short month, day, year, hour and minute', () => {
    expect(formatDate(new Date(2024, 0, 5, 10, 30))).toBe('Jan 5, 2024, 10:30 AM');
  });

  it('gives an empty string for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
