import { describe, expect, it } from 'vitest';
import { dayNames, localToday, readableDate, weekdayOf } from './form-dates';

describe('form dates', () => {
  it("gives today's date in the visitor's calendar, not in UTC", () => {
    expect(localToday(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
    expect(localToday(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });

  it('reads the weekday of a date input value as a local day', () => {
    expect(weekdayOf('2026-12-04')).toBe(5);
    expect(weekdayOf('2026-12-06')).toBe(0);
    expect(weekdayOf('soon')).toBeNull();
  });

  it('names open days from Monday on', () => {
    expect(dayNames([0, 6, 1, 3])).toBe('Mon, Wed, Sat, Sun');
  });

  it('spells a date out and leaves anything else as it is', () => {
    expect(readableDate('2026-12-04')).toBe('Fri, Dec 4, 2026');
    expect(readableDate('next week')).toBe('next week');
  });
});
