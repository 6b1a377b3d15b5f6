import { authMessages } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  createTestApp,
  envelope,
  otherCode,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';

const WRONG = 'Wrong-Passw0rd!';

describe('sign-in after repeated wrong passwords: the mailed code, not a lock-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_FAILURES_BEFORE_CODE: '5' });
    await signUpVerified(t, 'owner@example.com');
    await signUpVerified(t, 'known@example.com');
  });
  afterAll(() => t.close());

  let address = 0;
  /** Each attempt from an address of its own, as a botnet would. */
  const login = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      remoteAddress: `10.20.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
    });
  const mailsTo = async (email: string) => {
    await t.deliverMail();
    return t.mailbox.filter((mail) => mail.to === email);
  };

  it('keeps the owner able to sign in while the account is under attack', async () => {
    for (let guess = 0; guess < 5; guess += 1) {
      const response = await login({ email: 'owner@example.com', password: `${WRONG}${guess}` });
      expect(envelope(response).message).toBe(authMessages.invalidCredentials);
    }

    // The right password alone now answers exactly as a wrong one does, and a code is mailed.
    const owner = await login({ email: 'owner@example.com', password: STRONG_PASSWORD });
    const attacker = await login({ email: 'owner@example.com', password: WRONG });
    for (const response of [owner, attacker]) {
      expect(response.statusCode).toBe(401);
      expect(envelope(response)).toMatchObject({
        message: authMessages.signInCodeRequired,
        data: { codeRequired: true },
      });
    }
    const mails = await mailsTo('owner@example.com');
    expect(mails.at(-1)?.subject).toContain('sign-in code');
    const code = await t.lastCodeFor('owner@example.com');
    // While that code lives, more attempts mail no other code that would replace it.
    const mailed = mails.length;
    await login({ email: 'owner@example.com', password: WRONG });
    expect(await mailsTo('owner@example.com')).toHaveLength(mailed);

    // Wrong passwords with guessed codes neither get in nor use up the owner's code.
    for (let guess = 0; guess < 8; guess += 1) {
      const response = await login({
        email: 'owner@example.com',
        password: WRONG,
        otp: otherCode(code),
      });
      expect(response.statusCode).toBe(401);
      expect(envelope(response).message).toBe(authMessages.invalidCredentialsOrCode);
    }
    const rightCodeWrongPassword = await login({
      email: 'owner@example.com',
      password: WRONG,
      otp: code,
    });
    expect(envelope(rightCodeWrongPassword).message).toBe(authMessages.invalidCredentialsOrCode);

    const signedIn = await login({
      email: 'owner@example.com',
      password: STRONG_PASSWORD,
      otp: code,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(envelope(signedIn).message).toBe(authMessages.loggedIn);

    // Proven, the owner starts afresh: the password alone works again.
    expect(
      (await login({ email: 'owner@example.com', password: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('stops a guesser who has the password at the limit of wrong codes', async () => {
    for (let guess = 0; guess < 5; guess += 1) {
      await login({ email: 'known@example.com', password: `${WRONG}${guess}` });
    }
    await login({ email: 'known@example.com', password: STRONG_PASSWORD });
    const code = await t.lastCodeFor('known@example.com');

    // Ten wrong codes with the right password (the default limit per hour).
    const answers: number[] = [];
    for (let guess = 0; guess < 10; guess += 1) {
      const response = await login({
        email: 'known@example.com',
        password: STRONG_PASSWORD,
        otp: otherCode(String((Number(code) + guess) % 1_000_000).padStart(6, '0')),
      });
      answers.push(response.statusCode);
    }
    expect(answers.every((status) => status === 401)).toBe(true);

    const limited = await login({
      email: 'known@example.com',
      password: STRONG_PASSWORD,
      otp: code,
    });
    expect(limited.statusCode).toBe(429);
    expect(envelope(limited).message).toMatch(
      /^Too many wrong codes for this account\. Please try again in \d+ (minutes?|hour)\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers an unknown e-mail under attack the same way, and mails nothing', async () => {
    for (let guess = 0; guess < 5; guess += 1) {
      await login({ email: 'ghost@example.com', password: WRONG });
    }
    const response = await login({ email: 'ghost@example.com', password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(envelope(response)).toMatchObject({
      message: authMessages.signInCodeRequired,
      data: { codeRequired: true },
    });
    expect(await mailsTo('ghost@example.com')).toHaveLength(0);
  });
});
