import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, signUpVerified, type TestApp } from '../test/test-app.js';
import { UNSTORABLE_TEXT } from './error-handler.js';

describe('the HTTP contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health with the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toEqual({ status_code: 200, message: 'OK', data: { db: 'ok' } });
  });

  it('serves the OpenAPI document with every auth call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    for (const path of [
      '/api/auth/signup',
      '/api/auth/verify-otp',
      '/api/auth/verification-otp',
      '/api/auth/login',
      '/api/auth/resend-otp',
      '/api/auth/forgot-password',
      '/api/auth/verify-forgot-password-otp',
      '/api/auth/reset-password',
      '/api/auth/change-password',
      '/api/auth/user-info',
      '/api/auth/organization-info',
      '/api/auth/logout',
      '/api/auth/organizations',
      '/api/health',
      '/api/content/add',
      '/api/content/get-all',
      '/api/knowledge/entries',
      '/api/knowledge/entries/{id}',
      '/api/knowledge/entries/{id}/duplicate',
      '/api/knowledge/entries/{id}/reprocess',
      '/api/knowledge/entries/{id}/original',
      '/api/knowledge/uploads',
      '/api/knowledge/crawls',
      '/api/knowledge/crawls/{id}',
      '/api/knowledge/crawls/{id}/run',
    ]) {
      expect(paths).toContain(path);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(envelope(response)).toMatchObject({ status_code: 404, data: null });
  });

  it('answers malformed JSON with a readable 400, never a stack', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('The request body is not valid JSON.');
    expect(response.body).not.toContain('at ');
  });

  it('answers text the database cannot store (a NUL) with a readable 400', async () => {
    const token = await signUpVerified(t, 'nul@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: bearer(token),
      payload: { subject: 'Broken\u0000', priority: 'low', message: 'It says \u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ status_code: 400, message: UNSTORABLE_TEXT, data: null });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/csv' },
      payload: 'email,password',
    });
    expect(response.statusCode).toBe(415);
    expect(envelope(response).status_code).toBe(415);
  });

  it('sets security headers and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
