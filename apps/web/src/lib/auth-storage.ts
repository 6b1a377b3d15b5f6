import type { AuthSession, SessionRole } from '@concierge/shared';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { storageKeys } from './storage-keys';

/** The session user as stored in localStorage `user` (the login answer without its token). */
export type SessionUser = Omit<AuthSession, 'token'>;

export interface AuthSnapshot {
  token: string | null;
  /** The raw flag: 'true', 'false', or null when never stored. */
  onboarding: string | null;
  username: string | null;
  role: SessionRole | null;
  user: SessionUser | null;
}

const listeners = new Set<() => void>();
let cachedKey = '';
let cachedSnapshot: AuthSnapshot = {
  token: null,
  onboarding: null,
  username: null,
  role: null,
  user: null,
};

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeToAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

/** Reads cookie and localStorage; returns the same object while nothing changed. */
export function getAuthSnapshot(): AuthSnapshot {
  const token = readCookie(storageKeys.tokenCookie);
  const onboarding = localStorage.getItem(storageKeys.onboarding);
  const username = localStorage.getItem(storageKeys.username);
  const role = localStorage.getItem(storageKeys.role);
  const user = localStorage.getItem(storageKeys.user);
  const key = JSON.stringify([token, onboarding, username, role, user]);
  if (key !== cachedKey) {
    cachedKey = key;
    cachedSnapshot = {
      token: token || null,
      onboarding,
      username,
      role: role as SessionRole | null,
      user: parseUser(user),
    };
  }
  return cachedSnapshot;
}

export function getToken(): string | null {
  return readCookie(storageKeys.tokenCookie) || null;
}

export function setToken(token: string): void {
  writeCookie(storageKeys.tokenCookie, token);
  emit();
}

/** Stores the session user fields (flag, username, role, user JSON) without touching the token. */
export function storeSessionUser(user: SessionUser): void {
  localStorage.setItem(storageKeys.onboarding, String(user.onboarding));
  localStorage.setItem(storageKeys.username, user.full_name || user.name);
  localStorage.setItem(storageKeys.role, user.role);
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  emit();
}

/** Login and code verification: SPEC §3 storage, all of it. */
export function storeSession(session: AuthSession): void {
  const { token, ...user } = session;
  writeCookie(storageKeys.tokenCookie, token);
  storeSessionUser(user);
}

/** Merges changed fields into the stored user (e.g. after a profile update). */
export function updateStoredUser(changes: Partial<SessionUser>): void {
  const current = getAuthSnapshot().user;
  if (!current) return;
  storeSessionUser({ ...current, ...changes });
}

/**
 * SPEC §4: onboarding finished. Stores the answer's flag as login does, with the stored user's
 * onboardingCompleted, so the route guard lets the dashboard in.
 */
export function storeOnboardingCompleted(onboarding: boolean): void {
  const current = getAuthSnapshot().user;
  if (current) {
    storeSessionUser({ ...current, onboarding, onboardingCompleted: onboarding });
    return;
  }
  localStorage.setItem(storageKeys.onboarding, String(onboarding));
  emit();
}

export function clearAuthStorage(): void {
  deleteCookie(storageKeys.tokenCookie);
  for (const key of [
    storageKeys.onboarding,
    storageKeys.username,
    storageKeys.role,
    storageKeys.user,
    storageKeys.currentOrganizationId,
  ]) {
    localStorage.removeItem(key);
  }
  emit();
}
