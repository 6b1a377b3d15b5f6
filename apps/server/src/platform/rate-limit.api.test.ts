import { authMessages } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../test/test-app.js';

describe('rate limits on the auth calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_EMAIL: '3', RATE_LIMIT_AUTH_PER_IP: '5' });
  });
  afterAll(() => t.close());

  const login = (email: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Whatever-1!' },
      remoteAddress,
    });

  it('limits attempts per e-mail, whatever its case, with a readable 429', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login('target@example.com', `10.0.1.${attempt}`)).statusCode).toBe(401);
    }
    const limited = await login('TARGET@example.com', '10.0.1.9');
    expect(limited.statusCode).toBe(429);
    expect(envelope(limited).message).toBe(authMessages.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per IP address across e-mails', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(`user${attempt}@example.com`, '10.0.2.1')).statusCode).toBe(401);
    }
    expect((await login('fresh@example.com', '10.0.2.1')).statusCode).toBe(429);
    expect((await login('fresh@example.com', '10.0.2.2')).statusCode).toBe(401);
  });

  it('limits signup, resend and forgot-password too', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'someone@example.com' },
        remoteAddress: `10.0.3.${attempt}`,
      });
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'someone@example.com' },
      remoteAddress: '10.0.3.9',
    });
    expect(limited.statusCode).toBe(429);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          name: 'Signup Flood',
          email: `flood${attempt}@example.com`,
          organizationName: 'Flood Inc',
          password: 'Passw0rd!',
          confirmPassword: 'Passw0rd!',
        },
        remoteAddress: '10.0.4.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    for (let attempt = 0; attempt < 3; attempt += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-otp',
        payload: { email: 'flood0@example.com' },
        remoteAddress: `10.0.5.${attempt}`,
      });
    }
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-otp',
      payload: { email: 'flood0@example.com' },
      remoteAddress: '10.0.5.9',
    });
    expect(envelope(resend).message).toBe(authMessages.tooManyAttempts);
  });
});
