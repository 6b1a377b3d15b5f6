import { authMessages, validationMessages as m } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, createTestApp, envelope, type TestApp } from '../../test/test-app.js';

describe('POST /api/auth/signup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signup = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });

  const valid = {
    name: '  Ann Lee ',
    email: ' Ann.Lee@Example.com ',
    organizationName: ' Lakeside Clinic ',
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
  };

  it('creates the account, trims and lower-cases, and mails a readable code', async () => {
    const response = await signup(valid);
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toEqual({
      status_code: 200,
      message: 'Registration successful! Please verify your email.',
      data: { email: 'ann.lee@example.com' },
    });

    await t.deliverMail();
    const mail = t.mailbox.at(-1);
    expect(mail?.to).toBe('ann.lee@example.com');
    const code = await t.lastCodeFor('ann.lee@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.subject).toContain('Concierge');
    expect(mail?.text).toContain('Hi Ann Lee,');
    expect(mail?.html).toContain(code);
  });

  it('accepts the snake_case shape of SPEC §7', async () => {
    const response = await signup({
      full_name: 'Bo Chen',
      email: 'bo@example.com',
      organization_name: 'Chen Diagnostics',
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an e-mail already used, whatever its case', async () => {
    const response = await signup({ ...valid, email: 'ANN.LEE@example.COM' });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe('An account with this email already exists');
  });

  it.each([
    [{ name: '   ' }, m.fullNameRequired],
    [{ email: '' }, m.emailRequired],
    [{ email: 'not-an-email' }, m.emailInvalid],
    [{ password: '', confirmPassword: '' }, m.passwordRequired],
    [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, m.passwordTooShort],
    [{ password: 'password1', confirmPassword: 'password1' }, m.passwordRule],
    [{ confirmPassword: '' }, m.confirmPasswordRequired],
    [{ confirmPassword: 'Passw0rd?' }, m.passwordsDoNotMatchSignup],
    [{ organizationName: '' }, m.organizationNameRequired],
  ])('answers 400 for %o with the SPEC message', async (change, message) => {
    const response = await signup({ ...valid, email: 'new@example.com', ...change });
    expect(response.statusCode).toBe(400);
    const body = envelope<{ errors: { field: string; message: string }[] }>(response);
    expect(body.message).toBe(message);
    expect(body.data.errors.map((error) => error.message)).toContain(message);
  });

  it('names the field when the body is not an object of strings', async () => {
    const response = await signup({ ...valid, email: 'x@example.com', name: 42 });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(m.fullNameRequired);
  });

  it('does not let an unverified account sign in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bo@example.com', password: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).message).toBe(authMessages.emailNotVerified);
  });
});
