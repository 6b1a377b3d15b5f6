import { describe, expect, it } from 'vitest';
import { formatShortDate } from './format-short-date';
import { formatTimeSince } from './format-time-since';

const now = Date.parse('2024-11-10T12:00:00Z');
const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatTimeSince', () => {
  it('uses the largest whole unit', () => {
    expect(formatTimeSince(before(12 * 60), now)).toBe('12 minutes ago');
    expect(formatTimeSince(before(3 * 24 * 3600 + 5), now)).toBe('3 days ago');
    expect(formatTimeSince(before(2 * 3600), now)).toBe('2 hours ago');
    expect(formatTimeSince(before(24 * 3600), now)).toBe('yesterday');
    expect(formatTimeSince(before(0), now)).toBe('now');
  });

  it('says nothing for a date it cannot read', () => {
    expect(formatTimeSince('not a date', now)).toBe('');
  });
});

describe('formatShortDate', () => {
  it("reads a bare day as that calendar day: 'Nov 3'", () => {
    expect(formatShortDate('2024-11-03')).toBe('Nov 3');
  });
});
