import { describe, expect, it } from 'vitest';
import { formatWait, secondsSince } from './format-wait';

describe('formatWait', () => {
  it('counts seconds, then minutes and seconds, then hours and minutes', () => {
    expect(formatWait(0)).toBe('0s');
    expect(formatWait(45.9)).toBe('45s');
    expect(formatWait(135)).toBe('2m 15s');
    expect(formatWait(3900)).toBe('1h 05m');
    expect(formatWait(-3)).toBe('0s');
  });

  it('measures from an ISO moment', () => {
    const now = Date.parse('2026-01-01T10:02:15Z');
    expect(secondsSince('2026-01-01T10:00:00Z', now)).toBe(135);
    expect(secondsSince(null, now)).toBe(0);
  });
});
