import { authMessages, validationMessages as m } from '@concierge/shared';
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

const NEW_PASSWORD = 'N3w-Secret!';
const ATTACKER_PASSWORD = 'Att4cker-Pass!';

describe('forgot password → code → reset token → new password', () => {
  let t: TestApp;
  let oldToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    oldToken = await signUpVerified(t, 'jo@example.com');
    await signUpVerified(t, 'kim@example.com');
    await signUpVerified(t, 'lee@example.com');
    await signUpVerified(t, 'max@example.com');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, remoteAddress = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress });
  const reset = (email: string, resetToken: string | undefined, password = NEW_PASSWORD) =>
    post('reset-password', {
      email,
      password,
      confirm_password: password,
      ...(resetToken === undefined ? {} : { reset_token: resetToken }),
    });
  const login = (email: string, password: string) => post('login', { email, password });

  /** Asks for a code (after the resend cooldown, if one was sent before) and verifies it. */
  async function verifiedResetToken(email: string): Promise<string> {
    await ageCodes(t, email, 61);
    expect((await post('forgot-password', { email })).statusCode).toBe(200);
    const otp = await t.lastCodeFor(email);
    const verified = await post('verify-forgot-password-otp', { email, otp });
    expect(verified.statusCode).toBe(200);
    return envelope<{ reset_token: string }>(verified).data.reset_token;
  }

  it('answers User not found for an unknown e-mail', async () => {
    const response = await post('forgot-password', { email: 'ghost@example.com' });
    expect(response.statusCode).toBe(404);
    expect(envelope(response).message).toBe(authMessages.userNotFound);
  });

  it('refuses a reset without a token, and with a token nobody was given', async () => {
    for (const token of [undefined, '', 'made-up-token']) {
      const response = await reset('jo@example.com', token);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe(authMessages.resetNotVerified);
    }
  });

  it.each([
    [{ password: '', confirm_password: '' }, m.passwordRequired],
    [{ password: NEW_PASSWORD, confirm_password: '' }, m.confirmPasswordRequiredReset],
    [{ password: 'weakpassword', confirm_password: 'weakpassword' }, m.passwordRule],
    [{ password: NEW_PASSWORD, confirm_password: 'N3w-Secret?' }, m.passwordsDoNotMatch],
  ])('validates the new password %o', async (change, message) => {
    const response = await post('reset-password', {
      email: 'jo@example.com',
      reset_token: 'some-token',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
  });

  it('resets with the token of the mailed code, once, and ends old sessions', async () => {
    const sent = await post('forgot-password', { email: ' JO@example.com ' });
    expect(envelope(sent)).toMatchObject({
      status_code: 200,
      message: 'Password reset OTP sent successfully!',
      data: { expiresInSeconds: 60, resendAfterSeconds: 60 },
    });
    const otp = await t.lastCodeFor('jo@example.com');
    expect(t.mailbox.at(-1)?.subject).toContain('password reset code');
    expect((await post('forgot-password', { email: 'jo@example.com' })).statusCode).toBe(429);

    const wrongCode = await post('verify-forgot-password-otp', {
      email: 'jo@example.com',
      otp: otherCode(otp),
    });
    expect(envelope(wrongCode).message).toBe(authMessages.invalidCode);

    const verified = await post('verify-forgot-password-otp', { email: 'jo@example.com', otp });
    const body = envelope<{ email: string; reset_token: string }>(verified);
    expect(body).toMatchObject({
      status_code: 200,
      message: 'OTP verified successfully!',
      data: { email: 'jo@example.com' },
    });
    expect(body.data.reset_token).toMatch(/^[\w-]{40,}$/);
    // The code is used up by its verification: it cannot mint a second token.
    expect(
      (await post('verify-forgot-password-otp', { email: 'jo@example.com', otp })).statusCode,
    ).toBe(400);

    expect(envelope(await reset('jo@example.com', body.data.reset_token))).toMatchObject({
      status_code: 200,
      message: 'Password reset successfully!',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(oldToken),
    });
    expect(me.statusCode).toBe(401);
    expect((await login('jo@example.com', STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login('jo@example.com', NEW_PASSWORD)).statusCode).toBe(200);

    const replay = await reset('jo@example.com', body.data.reset_token, STRONG_PASSWORD);
    expect(replay.statusCode).toBe(400);
    expect(envelope(replay).message).toBe(authMessages.resetNotVerified);
  });

  it('binds a token to its account', async () => {
    const kimToken = await verifiedResetToken('kim@example.com');
    const response = await reset('lee@example.com', kimToken, ATTACKER_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect((await login('lee@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await reset('kim@example.com', kimToken)).statusCode).toBe(200);
  });

  it('voids a token once a new code is asked for', async () => {
    const first = await verifiedResetToken('lee@example.com');
    await ageCodes(t, 'lee@example.com', 61);
    expect((await post('forgot-password', { email: 'lee@example.com' })).statusCode).toBe(200);
    expect((await reset('lee@example.com', first)).statusCode).toBe(400);
    expect((await login('lee@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('gives an attacker polling reset-password for the owner nothing but refusals', async () => {
    const attackerAnswers: number[] = [];
    const attack = async () => {
      const noToken = await reset('max@example.com', undefined, ATTACKER_PASSWORD);
      const guessed = await post(
        'reset-password',
        {
          email: 'max@example.com',
          password: ATTACKER_PASSWORD,
          confirm_password: ATTACKER_PASSWORD,
          reset_token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        },
        '203.0.113.9',
      );
      attackerAnswers.push(noToken.statusCode, guessed.statusCode);
    };

    // The owner's flow, with the attacker's calls between each of its steps.
    await attack();
    await ageCodes(t, 'max@example.com', 61);
    expect((await post('forgot-password', { email: 'max@example.com' })).statusCode).toBe(200);
    await attack();
    const otp = await t.lastCodeFor('max@example.com');
    await attack();
    const verified = await post('verify-forgot-password-otp', { email: 'max@example.com', otp });
    const { reset_token: ownerToken } = envelope<{ reset_token: string }>(verified).data;
    for (let poll = 0; poll < 15; poll += 1) await attack();
    const owners = await reset('max@example.com', ownerToken);
    await attack();

    expect(owners.statusCode).toBe(200);
    expect(new Set(attackerAnswers)).toEqual(new Set([400, 429]));
    expect((await login('max@example.com', ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await login('max@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 429 to a flood of resets from one address, with when to retry', async () => {
    const statuses: number[] = [];
    let limited: LightMyRequestResponse | undefined;
    for (let call = 0; call < 80; call += 1) {
      const response = await post(
        'reset-password',
        {
          email: `nobody${call}@example.com`,
          password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
          reset_token: 'guess',
        },
        '198.51.100.7',
      );
      statuses.push(response.statusCode);
      limited = response;
    }
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    if (!limited) throw new Error('no answer');
    expect(envelope(limited).message).toMatch(
      /^Too many password reset attempts from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
