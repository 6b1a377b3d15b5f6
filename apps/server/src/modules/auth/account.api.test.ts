import { authMessages, validationMessages as m } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  bearer,
  createTestApp,
  envelope,
  multipartForm,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';

describe('profile and password of the signed-in account', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signUpVerified(t, 'kim@example.com', 'Kim Labs');
  });
  afterAll(() => t.close());

  it('reads the profile with the current organization', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user-info',
      headers: bearer(token),
    });
    expect(envelope(response)).toMatchObject({
      status_code: 200,
      data: {
        email: 'kim@example.com',
        full_name: 'Test User',
        phone_number: '',
        timezone: 'America/New_York',
        organization_name: 'Kim Labs',
        website: '',
      },
    });
  });

  it('updates name, phone and timezone from a multipart form', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user-info',
      headers: bearer(token),
      payload: multipartForm({
        full_name: ' Kim Park ',
        phone_number: '+1 (555) 010-2030',
        timezone: 'Asia/Karachi',
      }),
    });
    expect(envelope(response)).toMatchObject({
      status_code: 200,
      message: 'Personal information updated successfully!',
      data: { full_name: 'Kim Park', phone_number: '+1 (555) 010-2030', timezone: 'Asia/Karachi' },
    });
  });

  it.each([
    [{ full_name: '', timezone: 'Asia/Karachi' }, m.fullNameRequired],
    [{ full_name: 'Kim', timezone: 'Europe/Paris' }, m.timezoneInvalid],
    [{ full_name: 'Kim', timezone: 'Asia/Karachi', phone_number: 'call me' }, m.phoneInvalid],
  ])('refuses %o', async (fields, message) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user-info',
      headers: bearer(token),
      payload: multipartForm(fields),
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
  });

  const change = (bearerToken: string, payload: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(bearerToken),
      payload,
    });

  it.each([
    [
      {
        current_password: 'Wrong-1!',
        new_password: 'N3w-Secret!',
        confirm_new_password: 'N3w-Secret!',
      },
      authMessages.currentPasswordIncorrect,
    ],
    [
      { current_password: STRONG_PASSWORD, new_password: 'short', confirm_new_password: 'short' },
      m.newPasswordRule,
    ],
    [
      {
        current_password: STRONG_PASSWORD,
        new_password: 'N3w-Secret!',
        confirm_new_password: 'N3w-Secret?',
      },
      m.newPasswordsDoNotMatch,
    ],
    [
      { current_password: '', new_password: 'N3w-Secret!', confirm_new_password: 'N3w-Secret!' },
      m.currentPasswordRequired,
    ],
  ])('refuses a password change %o', async (payload, message) => {
    const response = await change(token, payload);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
  });

  it('changes the password, ends every older token and answers a fresh one', async () => {
    const other = envelope<{ token: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'kim@example.com', password: STRONG_PASSWORD },
      }),
    ).data.token;

    const response = await change(token, {
      current_password: STRONG_PASSWORD,
      new_password: 'N3w-Secret!',
      confirm_new_password: 'N3w-Secret!',
    });
    const body = envelope<{ token: string }>(response);
    expect(body).toMatchObject({ status_code: 200, message: 'Password updated successfully!' });

    const me = (bearerToken: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(bearerToken) });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(body.data.token)).statusCode).toBe(200);
  });
});
