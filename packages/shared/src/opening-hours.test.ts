import { describe, expect, it } from 'vitest';
import { chatbotSettingsUpdateSchema } from './chatbot.js';
import { isWithinOpeningHours, openingHoursMessages, openingHoursSchema } from './opening-hours.js';

const weekdays = { days: [1, 2, 3, 4, 5], open: '09:00', close: '17:00' };
const NEW_YORK = 'America/New_York';

describe('isWithinOpeningHours', () => {
  it('is always open without hours', () => {
    expect(isWithinOpeningHours(null, NEW_YORK, new Date('2026-11-22T03:00:00Z'))).toBe(true);
  });

  it('reads the day and time in the timezone, closing time excluded', () => {
    // Wednesday 2026-11-18, New York is UTC-5 (standard time).
    expect(isWithinOpeningHours(weekdays, NEW_YORK, new Date('2026-11-18T14:00:00Z'))).toBe(true);
    expect(isWithinOpeningHours(weekdays, NEW_YORK, new Date('2026-11-18T13:59:00Z'))).toBe(false);
    expect(isWithinOpeningHours(weekdays, NEW_YORK, new Date('2026-11-18T21:59:00Z'))).toBe(true);
    expect(isWithinOpeningHours(weekdays, NEW_YORK, new Date('2026-11-18T22:00:00Z'))).toBe(false);
    // Saturday 10:00 in New York.
    expect(isWithinOpeningHours(weekdays, NEW_YORK, new Date('2026-11-21T15:00:00Z'))).toBe(false);
  });

  it('takes the weekday of the timezone, not of UTC', () => {
    // Friday 2026-11-20 20:00 in New York is already Saturday in UTC.
    const late = { days: [5], open: '19:00', close: '21:00' };
    expect(isWithinOpeningHours(late, NEW_YORK, new Date('2026-11-21T01:00:00Z'))).toBe(true);
    expect(isWithinOpeningHours(late, 'UTC', new Date('2026-11-21T01:00:00Z'))).toBe(false);
  });

  it('follows daylight saving time', () => {
    // 09:30 local on either side of the 2026-03-08 change: UTC-5 before, UTC-4 after.
    expect(isWithinOpeningHours(weekdays, NEW_YORK, new Date('2026-03-06T14:30:00Z'))).toBe(true);
    expect(isWithinOpeningHours(weekdays, NEW_YORK, new Date('2026-03-09T13:30:00Z'))).toBe(true);
    // 08:30 local after the change, although 13:30 UTC was 08:30 + 1 h before it.
    expect(isWithinOpeningHours(weekdays, NEW_YORK, new Date('2026-03-09T12:30:00Z'))).toBe(false);
  });
});

describe('openingHoursSchema', () => {
  const messageOf = (value: unknown) =>
    openingHoursSchema.safeParse(value).error?.issues.map((issue) => issue.message);

  it('sorts the days and drops repeats', () => {
    expect(openingHoursSchema.parse({ ...weekdays, days: [5, 1, 1] }).days).toEqual([1, 5]);
  });

  it('refuses no days, bad times and a close not after the open', () => {
    expect(messageOf({ ...weekdays, days: [] })).toEqual([openingHoursMessages.noDays]);
    expect(messageOf({ ...weekdays, open: '9:00' })).toEqual([openingHoursMessages.timeFormat]);
    expect(messageOf({ ...weekdays, close: '24:00' })).toEqual([openingHoursMessages.timeFormat]);
    expect(messageOf({ ...weekdays, close: '09:00' })).toEqual([
      openingHoursMessages.closeBeforeOpen,
    ]);
    expect(messageOf({ ...weekdays, open: '22:00', close: '02:00' })).toEqual([
      openingHoursMessages.closeBeforeOpen,
    ]);
  });
});

describe('opening hours in the settings form', () => {
  it('reads a comma list or repeated days', () => {
    const fields = { openingHoursEnabled: 'true', openingTime: '09:00', closingTime: '17:00' };
    expect(
      chatbotSettingsUpdateSchema.parse({ ...fields, openingDays: '1,3' }).openingDays,
    ).toEqual([1, 3]);
    expect(
      chatbotSettingsUpdateSchema.parse({ ...fields, openingDays: ['1', '3'] }).openingDays,
    ).toEqual([1, 3]);
  });

  it('reports each problem on its field, only when the hours are on', () => {
    const result = chatbotSettingsUpdateSchema.safeParse({
      openingHoursEnabled: 'true',
      openingTime: '9am',
      closingTime: '17:00',
    });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['openingDays'], message: openingHoursMessages.noDays },
      { path: ['openingTime'], message: openingHoursMessages.timeFormat },
    ]);
    expect(chatbotSettingsUpdateSchema.safeParse({ openingHoursEnabled: 'false' }).success).toBe(
      true,
    );
  });
});
