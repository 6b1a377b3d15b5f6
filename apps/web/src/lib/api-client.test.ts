import { operatorMessages } from '@concierge/shared';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { sessionFixture } from '@/test/session-fixture';
import { api } from './api-client';
import { ApiError } from './api-error';
import { getAuthSnapshot, storeSession } from './auth-storage';

describe('api client', () => {
  it('sends the bearer token and the current organization, and unwraps data', async () => {
    storeSession(sessionFixture({ token: 'abc' }));
    localStorage.setItem('currentOrganizationId', 'org-9');
    const fetchMock = stubFetch({ 'GET /api/auth/user-info': { data: { ok: 1 } } });
    await expect(api.get('/auth/user-info')).resolves.toEqual({ ok: 1 });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('x-organization-id')).toBe('org-9');
  });

  it('forgets the session on a 401 from a protected call', async () => {
    storeSession(sessionFixture());
    stubFetch({ 'GET /api/auth/me': { status: 401, message: 'Please sign in to continue' } });
    await expect(api.get('/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(getAuthSnapshot().token).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the session on a 401 from login (wrong password)', async () => {
    storeSession(sessionFixture());
    stubFetch({ 'POST /api/auth/login': { status: 401, message: 'Invalid email or password' } });
    await expect(api.post('/auth/login', {})).rejects.toThrow('Invalid email or password');
    expect(getAuthSnapshot().token).toBe('jwt-token');
  });

  it('ends the session when the organization is suspended, and keeps the reason for sign-in', async () => {
    storeSession(sessionFixture());
    stubFetch({
      'GET /api/billing': { status: 403, message: operatorMessages.tenantSuspended },
    });
    await expect(api.get('/billing')).rejects.toThrow(operatorMessages.tenantSuspended);
    expect(getAuthSnapshot().token).toBeNull();
    expect(sessionStorage.getItem('signInNotice')).toBe(operatorMessages.tenantSuspended);
  });
});
