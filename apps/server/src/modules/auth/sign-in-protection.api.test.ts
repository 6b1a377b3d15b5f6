import { authMessages } from '@concierge/shared';
import type { LightMyRequestResponse } from 'fastify';
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
    await signUpVerified(t, 'target@example.com');
    await signUpVerified(t, 'known@example.com');
  });
  afterAll(() => t.close());

  let address = 0;
  /** Each attempt from an address of its own, as a botnet's would be. */
  const login = (payload: Record<string, unknown>, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      remoteAddress: remoteAddress ?? `10.20.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
    });
  const mailsTo = async (email: string) => {
    await t.deliverMail();
    return t.mailbox.filter((mail) => mail.to === email);
  };
  const expectCodeRequired = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(401);
    expect(envelope(response)).toMatchObject({
      message: authMessages.signInCodeRequired,
      data: { codeRequired: true },
    });
  };

  it('lets the owner in at once while one address guesses, and asks that address for the code', async () => {
    const attacker = '198.51.100.66';
    for (let guess = 0; guess < 11; guess += 1) {
      await login({ email: 'owner@example.com', password: `${WRONG}${guess}` }, attacker);
    }
    const owner = await login({ email: 'owner@example.com', password: STRONG_PASSWORD });
    expect(owner.statusCode).toBe(200);
    // From the guessing address the right password answers exactly as a wrong one.
    expectCodeRequired(
      await login({ email: 'owner@example.com', password: STRONG_PASSWORD }, attacker),
    );
    expectCodeRequired(await login({ email: 'owner@example.com', password: WRONG }, attacker));
  });

  it('asks every address for the mailed code once many addresses guess, and the owner gets in with it', async () => {
    for (let guess = 0; guess < 20; guess += 1) {
      const response = await login({ email: 'target@example.com', password: `${WRONG}${guess}` });
      expect(envelope(response).message).toBe(authMessages.invalidCredentials);
    }

    // The right password alone now answers exactly as a wrong one does, and a code is mailed.
    expectCodeRequired(await login({ email: 'target@example.com', password: STRONG_PASSWORD }));
    expectCodeRequired(await login({ email: 'target@example.com', password: WRONG }));
    const mails = await mailsTo('target@example.com');
    expect(mails.at(-1)?.subject).toContain('sign-in code');
    const code = await t.lastCodeFor('target@example.com');
    // While that code lives, more attempts mail no other code that would replace it.
    const mailed = mails.length;
    await login({ email: 'target@example.com', password: WRONG });
    expect(await mailsTo('target@example.com')).toHaveLength(mailed);

    // Wrong passwords with guessed codes neither get in nor use up the owner's code.
    for (let guess = 0; guess < 8; guess += 1) {
      const response = await login({
        email: 'target@example.com',
        password: WRONG,
        otp: otherCode(code),
      });
      expect(response.statusCode).toBe(401);
      expect(envelope(response).message).toBe(authMessages.invalidCredentialsOrCode);
    }
    const rightCodeWrongPassword = await login({
      email: 'target@example.com',
      password: WRONG,
      otp: code,
    });
    expect(envelope(rightCodeWrongPassword).message).toBe(authMessages.invalidCredentialsOrCode);

    const signedIn = await login({
      email: 'target@example.com',
      password: STRONG_PASSWORD,
      otp: code,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(envelope(signedIn).message).toBe(authMessages.loggedIn);

    // Proven, the owner starts afresh: the password alone works again.
    expect(
      (await login({ email: 'target@example.com', password: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('stops a guesser who has the password at the limit of wrong codes', async () => {
    const guesser = '203.0.113.50';
    for (let guess = 0; guess < 5; guess += 1) {
      await login({ email: 'known@example.com', password: `${WRONG}${guess}` }, guesser);
    }
    await login({ email: 'known@example.com', password: STRONG_PASSWORD }, guesser);
    const code = await t.lastCodeFor('known@example.com');

    // Ten wrong codes with the right password (the default limit per hour).
    const answers: number[] = [];
    for (let guess = 0; guess < 10; guess += 1) {
      const response = await login(
        {
          email: 'known@example.com',
          password: STRONG_PASSWORD,
          otp: otherCode(String((Number(code) + guess) % 1_000_000).padStart(6, '0')),
        },
        guesser,
      );
      answers.push(response.statusCode);
    }
    expect(answers.every((status) => status === 401)).toBe(true);

    const limited = await login(
      { email: 'known@example.com', password: STRONG_PASSWORD, otp: code },
      guesser,
    );
    expect(limited.statusCode).toBe(429);
    expect(envelope(limited).message).toMatch(
      /^Too many wrong codes for this account\. Please try again in \d+ (minutes?|hour)\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers an unknown e-mail under attack the same way, and mails nothing', async () => {
    for (let guess = 0; guess < 5; guess += 1) {
      await login({ email: 'ghost@example.com', password: WRONG }, '203.0.113.51');
    }
    expectCodeRequired(
      await login({ email: 'ghost@example.com', password: STRONG_PASSWORD }, '203.0.113.51'),
    );
    expect(await mailsTo('ghost@example.com')).toHaveLength(0);
  });
});
