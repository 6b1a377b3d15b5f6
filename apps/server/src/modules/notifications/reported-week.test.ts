import { describe, expect, it } from 'vitest';
import { reportedWeek } from './reported-week.js';

const hours = (range: { start: Date; end: Date }) =>
  (range.end.getTime() - range.start.getTime()) / 3_600_000;

describe('the week a weekly report covers', () => {
  it('is nothing on Monday before 08:00 local time', () => {
    // 2024-06-03 is a Monday; 11:59 UTC is 07:59 in New York (EDT).
    expect(reportedWeek(new Date('2024-06-03T11:59:00Z'), 'America/New_York')).toBeNull();
  });

  it('is the previous Monday to this Monday from Monday 08:00 on', () => {
    const week = reportedWeek(new Date('2024-06-03T12:00:00Z'), 'America/New_York');
    expect(week?.firstDay).toBe('2024-05-27');
    expect(week?.lastDay).toBe('2024-06-02');
    expect(week?.start.toISOString()).toBe('2024-05-27T04:00:00.000Z');
    expect(week?.end.toISOString()).toBe('2024-06-03T04:00:00.000Z');
  });

  it('stays the same week until the next Monday morning', () => {
    const sunday = reportedWeek(new Date('2024-06-09T23:00:00Z'), 'America/New_York');
    expect(sunday?.firstDay).toBe('2024-05-27');
    expect(reportedWeek(new Date('2024-06-10T11:00:00Z'), 'America/New_York')).toBeNull();
    expect(reportedWeek(new Date('2024-06-10T12:00:00Z'), 'America/New_York')?.firstDay).toBe(
      '2024-06-03',
    );
  });

  it('follows the organization’s calendar, not UTC', () => {
    // Tuesday 05:00 UTC is still Monday 22:00 in Los Angeles, and Tuesday 10:00 in Karachi.
    const instant = new Date('2024-06-04T05:00:00Z');
    expect(reportedWeek(instant, 'America/Los_Angeles')?.firstDay).toBe('2024-05-27');
    expect(reportedWeek(instant, 'Asia/Karachi')?.firstDay).toBe('2024-05-27');
    // Monday 08:30 in Karachi is 03:30 UTC, while New York is still on Sunday.
    const karachiMorning = new Date('2024-06-03T03:30:00Z');
    expect(reportedWeek(karachiMorning, 'Asia/Karachi')?.start.toISOString()).toBe(
      '2024-05-26T19:00:00.000Z',
    );
    expect(reportedWeek(karachiMorning, 'America/New_York')?.firstDay).toBe('2024-05-20');
  });

  it('keeps local midnights across DST changes', () => {
    const spring = reportedWeek(new Date('2024-03-11T13:00:00Z'), 'America/New_York');
    expect(spring?.firstDay).toBe('2024-03-04');
    expect(spring?.start.toISOString()).toBe('2024-03-04T05:00:00.000Z');
    expect(spring?.end.toISOString()).toBe('2024-03-11T04:00:00.000Z');
    expect(spring && hours(spring)).toBe(167);
    const autumn = reportedWeek(new Date('2024-11-04T14:00:00Z'), 'America/New_York');
    expect(autumn?.firstDay).toBe('2024-10-28');
    expect(autumn && hours(autumn)).toBe(169);
  });

  it('waits for 08:00 by the wall clock on the Monday after a DST change', () => {
    // Monday 2024-03-11: New York is on EDT (UTC-4) since Sunday, so 08:00 is 12:00 UTC.
    expect(reportedWeek(new Date('2024-03-11T11:30:00Z'), 'America/New_York')).toBeNull();
    expect(reportedWeek(new Date('2024-03-11T12:00:00Z'), 'America/New_York')).not.toBeNull();
  });
});
