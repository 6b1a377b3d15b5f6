import { describe, expect, it } from 'vitest';
import { presenceLabel } from './format-presence';

const now = Date.parse('2024-11-10T12:00:00Z');
const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('presenceLabel', () => {
  it('says Here while the visitor holds the chat open', () => {
    expect(presenceLabel({ visitorPresence: 'here', visitorLeftAt: null }, now)?.text).toBe('Here');
  });

  it('says how long ago the visitor left, with the exact time as its title', () => {
    const label = presenceLabel({ visitorPresence: 'left', visitorLeftAt: before(5 * 60) }, now);
    expect(label?.text).toBe('Left 5 minutes ago');
    expect(label?.title).toMatch(/^Left at Nov 10, 2024, \d{1,2}:55:00/);
    expect(presenceLabel({ visitorPresence: 'left', visitorLeftAt: before(10) }, now)?.text).toBe(
      'Left just now',
    );
  });

  it('shows nothing when presence does not apply', () => {
    expect(presenceLabel({ visitorPresence: null, visitorLeftAt: null }, now)).toBeNull();
    expect(presenceLabel({ visitorPresence: 'left', visitorLeftAt: 'never' }, now)).toBeNull();
  });
});
