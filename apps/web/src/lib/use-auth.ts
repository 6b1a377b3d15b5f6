import { useSyncExternalStore } from 'react';
import { getAuthSnapshot, subscribeToAuth, type AuthSnapshot } from './auth-storage';

/** The stored session (token, onboarding flag, role, user), re-rendering when it changes. */
export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(subscribeToAuth, getAuthSnapshot, getAuthSnapshot);
}
