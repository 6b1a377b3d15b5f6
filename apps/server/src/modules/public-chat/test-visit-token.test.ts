import { describe, expect, it } from 'vitest';
import { TEST_VISIT_TTL_SECONDS, TestVisitTokens } from './test-visit-token.js';

const BOT = '6f1c2b1e-8f0a-4c55-9d7e-0a1b2c3d4e5f';

describe('TestVisitTokens', () => {
  const tokens = new TestVisitTokens('server-secret');
  const now = Date.UTC(2026, 0, 5, 10);

  it('accepts its own token for the same bot until it expires', () => {
    const { token, expiresAt } = tokens.sign(BOT, now);
    expect(expiresAt.getTime()).toBe(now + TEST_VISIT_TTL_SECONDS * 1000);
    expect(tokens.verify(token, BOT, now)).toBe(true);
    expect(tokens.verify(token, BOT, expiresAt.getTime())).toBe(false);
  });

  it('refuses another bot, another secret, a changed expiry and anything made up', () => {
    const { token } = tokens.sign(BOT, now);
    expect(tokens.verify(token, '00000000-0000-4000-8000-000000000000', now)).toBe(false);
    expect(new TestVisitTokens('other-secret').verify(token, BOT, now)).toBe(false);
    const [expiry, signature] = token.split('.');
    expect(tokens.verify(`${Number(expiry) + 3600}.${signature}`, BOT, now)).toBe(false);
    expect(tokens.verify('1', BOT, now)).toBe(false);
    expect(tokens.verify('test', BOT, now)).toBe(false);
    expect(tokens.verify(`${expiry}.${'A'.repeat(43)}`, BOT, now)).toBe(false);
  });
});
