import { authMessages, validationMessages as m } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';

describe('POST /api/auth/login and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await signUpVerified(t, 'ivy@example.com', 'Ivy Clinic');
  });
  afterAll(() => t.close());

  const login = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload });

  it('signs in with a trimmed, any-case e-mail and answers the session fields', async () => {
    const response = await login({ email: '  IVY@Example.com ', password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = envelope<Record<string, unknown>>(response);
    expect(body.message).toBe('Login successful!');
    expect(body.data).toMatchObject({
      onboarding: false,
      email: 'ivy@example.com',
      role: 'owner',
      organization_name: 'Ivy Clinic',
      emailVerified: true,
    });
    expect(body.data.lastActive).not.toBeNull();
  });

  it('answers the same message for an unknown e-mail and a wrong password', async () => {
    const unknown = await login({ email: 'nobody@example.com', password: STRONG_PASSWORD });
    const wrong = await login({ email: 'ivy@example.com', password: 'Wrong-Passw0rd' });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(envelope(response).message).toBe(authMessages.invalidCredentials);
    }
  });

  it.each([
    [{ email: '', password: 'x' }, m.emailRequired],
    [{ email: 'nope', password: 'x' }, m.emailInvalid],
    [{ email: 'ivy@example.com', password: '' }, m.passwordRequired],
    [{}, m.emailRequired],
  ])('validates %o', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
  });

  it('logout ends the token it was called with, and only that one', async () => {
    const first = envelope<{ token: string }>(
      await login({ email: 'ivy@example.com', password: STRONG_PASSWORD }),
    ).data.token;
    const second = envelope<{ token: string }>(
      await login({ email: 'ivy@example.com', password: STRONG_PASSWORD }),
    ).data.token;

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(first),
    });
    expect(envelope(out)).toMatchObject({ status_code: 200, message: 'Logged out successfully!' });

    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    const dead = await me(first);
    expect(dead.statusCode).toBe(401);
    expect(envelope(dead).message).toBe(authMessages.sessionExpired);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('refuses signed-in calls without a token, or with a forged one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(envelope(none).message).toBe(authMessages.notAuthenticated);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'),
    });
    expect(forged.statusCode).toBe(401);
  });
});
