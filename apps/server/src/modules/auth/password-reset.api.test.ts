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

const NEW_PASSWORD = 'N3w-Secret!';

describe('forgot password → code → new password', () => {
  let t: TestApp;
  let oldToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    oldToken = await signUpVerified(t, 'jo@example.com');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload });

  it('answers User not found for an unknown e-mail', async () => {
    const response = await post('forgot-password', { email: 'ghost@example.com' });
    expect(response.statusCode).toBe(404);
    expect(envelope(response).message).toBe(authMessages.userNotFound);
  });

  it('refuses a reset whose code was not verified', async () => {
    const response = await post('reset-password', {
      email: 'jo@example.com',
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(authMessages.resetNotVerified);
  });

  it.each([
    [{ password: '', confirm_password: '' }, m.passwordRequired],
    [{ password: NEW_PASSWORD, confirm_password: '' }, m.confirmPasswordRequiredReset],
    [{ password: 'weakpassword', confirm_password: 'weakpassword' }, m.passwordRule],
    [{ password: NEW_PASSWORD, confirm_password: 'N3w-Secret?' }, m.passwordsDoNotMatch],
  ])('validates the new password %o', async (change, message) => {
    const response = await post('reset-password', { email: 'jo@example.com', ...change });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
  });

  it('resets with the mailed code, ends old tokens, and signs in with the new password', async () => {
    const sent = await post('forgot-password', { email: ' JO@example.com ' });
    expect(envelope(sent)).toMatchObject({
      status_code: 200,
      message: 'Password reset OTP sent successfully!',
      data: { expiresInSeconds: 60, resendAfterSeconds: 60 },
    });
    expect(t.mailbox.length).toBeGreaterThan(0);
    const otp = await t.lastCodeFor('jo@example.com');
    expect(t.mailbox.at(-1)?.subject).toContain('password reset code');

    const again = await post('forgot-password', { email: 'jo@example.com' });
    expect(again.statusCode).toBe(429);

    const wrongCode = await post('verify-forgot-password-otp', {
      email: 'jo@example.com',
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(envelope(wrongCode).message).toBe(authMessages.invalidCode);

    const verified = await post('verify-forgot-password-otp', { email: 'jo@example.com', otp });
    expect(envelope(verified)).toMatchObject({
      status_code: 200,
      message: 'OTP verified successfully!',
      data: { email: 'jo@example.com' },
    });

    const reset = await post('reset-password', {
      email: 'jo@example.com',
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(envelope(reset)).toMatchObject({
      status_code: 200,
      message: 'Password reset successfully!',
    });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(oldToken),
    });
    expect(me.statusCode).toBe(401);
    expect(
      (await post('login', { email: 'jo@example.com', password: STRONG_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await post('login', { email: 'jo@example.com', password: NEW_PASSWORD })).statusCode,
    ).toBe(200);

    // The verified code is used up by the reset.
    const replay = await post('reset-password', {
      email: 'jo@example.com',
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
    });
    expect(replay.statusCode).toBe(400);
  });
});
