import { describe, expect, it } from 'vitest';
import { formatDollars, formatPercent, formatUptime } from './format-operator';

describe('formatUptime', () => {
  it('reads days and hours, hours and minutes, minutes, seconds', () => {
    expect(formatUptime(3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h');
    expect(formatUptime(5 * 3600 + 12 * 60)).toBe('5 h 12 min');
    expect(formatUptime(12 * 60 + 30)).toBe('12 min');
    expect(formatUptime(40)).toBe('40 s');
  });
});

describe('money and percent', () => {
  it('formats dollars and percents', () => {
    expect(formatDollars(48_250)).toBe('$48,250');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatPercent(2.46)).toBe('2.5 %');
  });
});
