import { authMessages } from '@concierge/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  ageCodes,
  bearer,
  createTestApp,
  envelope,
  otherCode,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';

/** A 429 that says what was counted and when to try again, in its text and in Retry-After. */
function expectLimited(response: LightMyRequestResponse, counted: string) {
  expect(response.statusCode).toBe(429);
  const wait = '\\d+ (seconds?|minutes?|hours?)';
  expect(envelope(response).message).toMatch(
    new RegExp(`^Too many ${counted}\\. Please try again in ${wait}\\.$`),
  );
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('limits on every guessable auth call, per address and per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_EMAIL: '3', RATE_LIMIT_AUTH_PER_IP: '5' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress });

  it('limits sign-in attempts per address across e-mails', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post(
        'login',
        { email: `user${attempt}@example.com`, password: 'Whatever-1!' },
        '10.0.2.1',
      );
      expect(response.statusCode).toBe(401);
    }
    const limited = await post(
      'login',
      { email: 'fresh@example.com', password: 'Whatever-1!' },
      '10.0.2.1',
    );
    expectLimited(limited, 'sign-in attempts from your network');
    const elsewhere = await post(
      'login',
      { email: 'fresh@example.com', password: 'Whatever-1!' },
      '10.0.2.2',
    );
    expect(elsewhere.statusCode).toBe(401);
  });

  it('limits sign-ups per address, and forgot-password and resend per account', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await post(
        'signup',
        {
          name: 'Signup Flood',
          email: `flood${attempt}@example.com`,
          organizationName: 'Flood Inc',
          password: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
        },
        '10.0.4.1',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    for (let attempt = 0; attempt < 3; attempt += 1) {
      await post('forgot-password', { email: 'SOMEONE@example.com' }, `10.0.3.${attempt}`);
    }
    const forgot = await post('forgot-password', { email: 'someone@example.com' }, '10.0.3.9');
    expectLimited(forgot, 'password reset requests for this account');

    for (let attempt = 0; attempt < 3; attempt += 1) {
      await post('resend-otp', { email: 'flood0@example.com' }, `10.0.5.${attempt}`);
    }
    const resend = await post('resend-otp', { email: 'flood0@example.com' }, '10.0.5.9');
    expectLimited(resend, 'code requests for this account');
  });

  it('limits code checks per address', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await post('verify-otp', { email: `x${attempt}@example.com`, otp: '123456' }, '10.0.6.1');
    }
    const limited = await post('verify-otp', { email: 'y@example.com', otp: '123456' }, '10.0.6.1');
    expectLimited(limited, 'code attempts from your network');
  });
});

describe('wrong codes are counted per account across new codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await signUpVerified(t, 'target@example.com');
  });
  afterAll(() => t.close());

  let address = 0;
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/${url}`,
      payload,
      remoteAddress: `10.30.0.${++address}`,
    });
  const guess = (otp: string) =>
    post('verify-forgot-password-otp', { email: 'target@example.com', otp });

  it('stops a guesser who asks for a new code whenever one is used up', async () => {
    const answers: number[] = [];
    let lastCode = '';
    // Five wrong tries end a code; the guesser then asks for another, twice.
    for (let round = 0; round < 2; round += 1) {
      await ageCodes(t, 'target@example.com', 61);
      expect((await post('forgot-password', { email: 'target@example.com' })).statusCode).toBe(200);
      lastCode = await t.lastCodeFor('target@example.com');
      for (let wrong = 0; wrong < 5; wrong += 1)
        answers.push((await guess(otherCode(lastCode))).statusCode);
    }
    expect(answers.every((status) => status === 400)).toBe(true);

    // A third code: the ten wrong guesses of the hour are spent, so even the right one is refused.
    await ageCodes(t, 'target@example.com', 61);
    expect((await post('forgot-password', { email: 'target@example.com' })).statusCode).toBe(200);
    const fresh = await t.lastCodeFor('target@example.com');
    expectLimited(await guess(fresh), 'wrong codes for this account');

    // Another purpose keeps its own count: the owner can still sign in with the password.
    const login = await post('login', { email: 'target@example.com', password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(200);
  });
});

describe('change-password and invitation acceptance', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_EMAIL: '3' });
    token = await signUpVerified(t, 'signed-in@example.com');
    other = await signUpVerified(t, 'other@example.com');
  });
  afterAll(() => t.close());

  const changePassword = (bearerToken: string, current: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(bearerToken),
      payload: {
        current_password: current,
        new_password: 'N3w-Secret!',
        confirm_new_password: 'N3w-Secret!',
      },
    });

  it('limits guesses of the current password, per account', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await changePassword(token, `Wrong-Pass${attempt}!`);
      expect(envelope(wrong).message).toBe(authMessages.currentPasswordIncorrect);
    }
    expectLimited(await changePassword(token, STRONG_PASSWORD), 'wrong passwords for this account');
    expect((await changePassword(other, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('limits invitation attempts per account', async () => {
    let address = 0;
    const join = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/invitations/not-a-real-invitation-token/join',
        headers: bearer(other),
        remoteAddress: `10.40.0.${++address}`,
      });
    // `other` changed its password above: a fresh session.
    other = envelope<{ token: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'other@example.com', password: 'N3w-Secret!' },
      }),
    ).data.token;
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await join()).statusCode).toBe(404);
    expectLimited(await join(), 'invitation attempts for this account');
  });
});
