import type { Envelope } from '@concierge/shared';
import { ORGANIZATION_HEADER } from '@concierge/shared/constants';
import { authMessages } from '@concierge/shared/messages';
import { operatorMessages } from '@concierge/shared/operator-messages';
import { ApiError } from './api-error';
import { clearAuthStorage, getToken } from './auth-storage';
import { storageKeys } from './storage-keys';

export const API_BASE = '/api';

/** Calls where a 401 means "wrong credentials", not "session over": no redirect for them. */
const PUBLIC_AUTH_PATHS = [
  '/auth/login',
  '/auth/signup',
  '/auth/verify-otp',
  '/auth/resend-otp',
  '/auth/forgot-password',
  '/auth/verify-forgot-password-otp',
  '/auth/reset-password',
];

type Body = FormData | object | undefined;

interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/**
 * A 401 outside the sign-in screens: forget the session. Every protected screen sits behind the
 * route guard, which watches this storage and sends the browser to /login at once.
 */
export function handleUnauthorized(): void {
  clearAuthStorage();
}

/** The bearer token and the current organization, as every call of the dashboard sends them. */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const organizationId = localStorage.getItem(storageKeys.currentOrganizationId);
  if (organizationId) headers[ORGANIZATION_HEADER] = organizationId;
  return headers;
}

export async function readEnvelope(response: Response): Promise<Partial<Envelope<unknown>> | null> {
  try {
    return (await response.json()) as Partial<Envelope<unknown>>;
  } catch {
    return null;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every call of the dashboard: `{status_code, message, data}` envelope, bearer token from the
 * cookie, the current organization header. Resolves with `data` and the server's `message`,
 * rejects with an ApiError.
 */
export async function apiEnvelope<T>(
  method: Method,
  path: string,
  body?: Body,
  options: RequestOptions = {},
): Promise<{ data: T; message: string }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: payload,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, '');
  }

  const envelope = await readEnvelope(response);
  const status = envelope?.status_code ?? response.status;
  const message = typeof envelope?.message === 'string' ? envelope.message : '';

  if (!response.ok || status >= 400) {
    if (response.status === 401 && !PUBLIC_AUTH_PATHS.includes(path)) {
      handleUnauthorized();
      throw new ApiError(401, message || authMessages.sessionExpired, envelope?.data);
    }
    if (response.status === 403 && message === operatorMessages.tenantSuspended) {
      // The organization was suspended while signed in: end the session and say why at sign-in.
      sessionStorage.setItem(storageKeys.signInNotice, message);
      handleUnauthorized();
    }
    throw new ApiError(response.status, message, envelope?.data ?? null);
  }
  return { data: envelope?.data as T, message };
}

/** As apiEnvelope, resolving with `data` only. */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: Body,
  options: RequestOptions = {},
): Promise<T> {
  return (await apiEnvelope<T>(method, path, body, options)).data;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: Body) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body?: Body) => apiRequest<T>('PUT', path, body),
  patch: <T>(path: string, body?: Body) => apiRequest<T>('PATCH', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** Builds multipart FormData from plain fields (empty strings kept, undefined dropped). */
export function toFormData(fields: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(key, value);
  }
  return form;
}
