import type { AppUser } from '@concierge/shared';
import { storageKeys } from '@/lib/storage-keys';

function isAppUser(value: unknown): value is AppUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate._id === 'string' && typeof candidate.username === 'string';
}

/**
 * The user User Details shows, as the Users list or the Dashboard left it in session storage
 * (SPEC §3 client storage). Null when absent or unreadable.
 */
export function readSelectedUser(): AppUser | null {
  const raw = sessionStorage.getItem(storageKeys.selectedUser);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isAppUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSelectedUser(user: AppUser): void {
  sessionStorage.setItem(storageKeys.selectedUser, JSON.stringify(user));
}
