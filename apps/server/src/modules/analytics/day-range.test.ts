import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayRange,
  isCalendarDay,
  lastDays,
  localDay,
  singleDay,
  startOfDay,
} from './day-range.js';

const hours = (range: { start: Date; end: Date }) =>
  (range.end.getTime() - range.start.getTime()) / 3_600_000;

describe('day ranges in a timezone', () => {
  it('accepts real calendar days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-02-30')).toBe(false);
    expect(isCalendarDay('2024-13-01')).toBe(false);
    expect(isCalendarDay('2024-1-5')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('reads the local day of an instant', () => {
    const evening = new Date('2024-06-01T20:30:00Z');
    expect(localDay(evening, 'Asia/Karachi')).toBe('2024-06-02');
    expect(localDay(evening, 'America/Los_Angeles')).toBe('2024-06-01');
  });

  it('starts a day at local midnight', () => {
    expect(startOfDay('2024-06-02', 'Asia/Karachi').toISOString()).toBe('2024-06-01T19:00:00.000Z');
    expect(startOfDay('2024-01-15', 'America/New_York').toISOString()).toBe(
      '2024-01-15T05:00:00.000Z',
    );
    expect(startOfDay('2024-01-15', 'UTC').toISOString()).toBe('2024-01-15T00:00:00.000Z');
  });

  it('gives DST days 23 and 25 hours', () => {
    const spring = dayRange('2024-03-10', '2024-03-10', 'America/New_York');
    expect(spring.start.toISOString()).toBe('2024-03-10T05:00:00.000Z');
    expect(spring.end.toISOString()).toBe('2024-03-11T04:00:00.000Z');
    expect(hours(spring)).toBe(23);
    expect(hours(dayRange('2024-11-03', '2024-11-03', 'America/New_York'))).toBe(25);
  });

  it('lists the days of a range and the midnights between them', () => {
    const range = dayRange('2024-03-09', '2024-03-11', 'America/New_York');
    expect(range.days).toEqual(['2024-03-09', '2024-03-10', '2024-03-11']);
    const instants = range.boundaries.map((instant) => instant.getTime());
    expect(
      instants.slice(1).map((instant, index) => (instant - (instants[index] ?? 0)) / 3_600_000),
    ).toEqual([24, 23, 24]);
    expect(range.boundaries.at(0)).toEqual(range.start);
    expect(range.boundaries.at(-1)).toEqual(range.end);
  });

  it('starts a day whose midnight is skipped at the first hour that exists', () => {
    // Chile moved its clocks from 00:00 to 01:00 on 2024-09-08.
    const start = startOfDay('2024-09-08', 'America/Santiago');
    expect(start.toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(localDay(start, 'America/Santiago')).toBe('2024-09-08');
    expect(localDay(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2024-09-07');
  });

  it("resolves 'today' and a given day for the dashboard", () => {
    const now = new Date('2024-06-01T20:30:00Z');
    expect(singleDay('today', 'Asia/Karachi', now)?.firstDay).toBe('2024-06-02');
    expect(singleDay('2024-05-20', 'Asia/Karachi', now)).toMatchObject({
      firstDay: '2024-05-20',
      lastDay: '2024-05-20',
    });
    expect(singleDay('2024-02-30', 'Asia/Karachi', now)).toBeNull();
  });

  it('covers the last N days with today included', () => {
    const range = lastDays(7, 'America/New_York', new Date('2024-06-01T02:00:00Z'));
    expect(range).toMatchObject({ firstDay: '2024-05-25', lastDay: '2024-05-31' });
    expect(range.start.toISOString()).toBe('2024-05-25T04:00:00.000Z');
    expect(range.end.toISOString()).toBe('2024-06-01T04:00:00.000Z');
  });
});
