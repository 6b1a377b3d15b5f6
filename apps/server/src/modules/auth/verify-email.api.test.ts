import { authMessages } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  ageCodes,
  bearer,
  createTestApp,
  envelope,
  otherCode,
  type TestApp,
} from '../../test/test-app.js';

describe('e-mail verification codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signup = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'Cara Diaz',
        email,
        organizationName: 'Diaz Lab',
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      },
    });
  const verify = (email: string, otp: string, url = '/api/auth/verify-otp') =>
    t.app.inject({ method: 'POST', url, payload: { email, otp } });
  const resend = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/resend-otp', payload: { email } });
  const wrong = otherCode;
  const age = (email: string, seconds: number) => ageCodes(t, email, seconds);

  it('verifies with the mailed code and answers a session', async () => {
    await signup('cara@example.com');
    const otp = await t.lastCodeFor('cara@example.com');
    const response = await verify(' CARA@example.com ', otp);
    expect(response.statusCode).toBe(200);
    const body = envelope<Record<string, unknown>>(response);
    expect(body.message).toBe('OTP verified successfully!');
    expect(body.data).toMatchObject({
      onboarding: false,
      name: 'Cara Diaz',
      full_name: 'Cara Diaz',
      email: 'cara@example.com',
      role: 'owner',
      emailVerified: true,
      onboardingCompleted: false,
      organizationName: 'Diaz Lab',
      organization_name: 'Diaz Lab',
      timezone: 'America/New_York',
    });
    expect(typeof body.data.token).toBe('string');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.data.token as string),
    });
    expect(envelope<{ email: string }>(me).data.email).toBe('cara@example.com');

    // A code works once.
    expect((await verify('cara@example.com', otp)).statusCode).toBe(400);
  });

  it('also answers on the alias /auth/verification-otp', async () => {
    await signup('dev@example.com');
    const otp = await t.lastCodeFor('dev@example.com');
    const response = await verify('dev@example.com', otp, '/api/auth/verification-otp');
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong code, and a malformed one', async () => {
    await signup('eve@example.com');
    const otp = await t.lastCodeFor('eve@example.com');
    const response = await verify('eve@example.com', wrong(otp));
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(authMessages.invalidCode);
    const malformed = await verify('eve@example.com', '12ab56');
    expect(malformed.statusCode).toBe(400);
    expect(envelope(malformed).message).toBe('Enter the 6-digit code');
    expect((await verify('eve@example.com', otp)).statusCode).toBe(200);
  });

  it('ends a code after five wrong tries', async () => {
    await signup('finn@example.com');
    const otp = await t.lastCodeFor('finn@example.com');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verify('finn@example.com', wrong(otp))).statusCode).toBe(400);
    }
    const response = await verify('finn@example.com', otp);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(authMessages.invalidCode);
  });

  it('refuses an expired code', async () => {
    await signup('gail@example.com');
    const otp = await t.lastCodeFor('gail@example.com');
    await age('gail@example.com', 61);
    const response = await verify('gail@example.com', otp);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(authMessages.invalidCode);
  });

  it('makes a resend inside 60 s wait, then replaces the code', async () => {
    await signup('hal@example.com');
    const first = await t.lastCodeFor('hal@example.com');

    const early = await resend('hal@example.com');
    expect(early.statusCode).toBe(429);
    const body = envelope<{ retryAfterSeconds: number }>(early);
    expect(body.data.retryAfterSeconds).toBeGreaterThan(50);
    expect(body.data.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(body.message).toBe(
      `Please wait ${body.data.retryAfterSeconds} seconds before requesting a new code.`,
    );
    expect(early.headers['retry-after']).toBe(String(body.data.retryAfterSeconds));

    await age('hal@example.com', 60);
    const later = await resend('hal@example.com');
    expect(later.statusCode).toBe(200);
    expect(envelope(later)).toMatchObject({
      message: 'OTP resent successfully!',
      data: { expiresInSeconds: 60, resendAfterSeconds: 60 },
    });
    const second = await t.lastCodeFor('hal@example.com');
    if (second !== first) expect((await verify('hal@example.com', first)).statusCode).toBe(400);
    expect((await verify('hal@example.com', second)).statusCode).toBe(200);
  });

  it('answers User not found and already-verified on resend', async () => {
    const unknown = await resend('nobody@example.com');
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).message).toBe(authMessages.userNotFound);
    const verified = await resend('cara@example.com');
    expect(verified.statusCode).toBe(400);
    expect(envelope(verified).message).toBe(authMessages.alreadyVerified);
  });
});
