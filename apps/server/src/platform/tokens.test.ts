import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TOKEN_TTL_SECONDS, TokenService } from './tokens.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('TokenService', () => {
  it('signs a token that reads back with account, version and a 7-day expiry', async () => {
    const tokens = new TokenService(SECRET);
    const claims = await tokens.read(await tokens.sign('account-1', 3));
    expect(claims).toMatchObject({ accountId: 'account-1', tokenVersion: 3 });
    const lifetime = ((claims?.expiresAt.getTime() ?? 0) - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(TOKEN_TTL_SECONDS - 5);
    expect(lifetime).toBeLessThanOrEqual(TOKEN_TTL_SECONDS);
  });

  it('gives every token its own id', async () => {
    const tokens = new TokenService(SECRET);
    const [a, b] = await Promise.all([tokens.sign('x', 0), tokens.sign('x', 0)]);
    expect((await tokens.read(a))?.jti).not.toBe((await tokens.read(b))?.jti);
  });

  it('rejects another secret, an expired token and garbage', async () => {
    const tokens = new TokenService(SECRET);
    expect(await new TokenService(`${SECRET}-other`).read(await tokens.sign('x', 0))).toBeNull();
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setJti('j')
      .setIssuedAt(1_000)
      .setExpirationTime(2_000)
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.read(expired)).toBeNull();
    expect(await tokens.read('not.a.token')).toBeNull();
  });
});
