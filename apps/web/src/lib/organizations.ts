import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationSummary } from '@concierge/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { api } from './api-client';
import { storageKeys } from './storage-keys';
import { useAuth } from './use-auth';

export const organizationsQueryKey = ['auth', 'organizations'] as const;

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function readCurrentId() {
  return localStorage.getItem(storageKeys.currentOrganizationId);
}

function notifyCurrentId() {
  for (const listener of listeners) listener();
}

/** Forgets the switcher's choice, so the first organization becomes current (SPEC §4). */
export function clearCurrentOrganization(): void {
  localStorage.removeItem(storageKeys.currentOrganizationId);
  notifyCurrentId();
}

/**
 * The organizations of the signed-in user (GET /auth/organizations) and the current one: the
 * one picked in the switcher, else the first. SPEC §4: loads only once onboarding is complete,
 * never for operators.
 */
export function useOrganizations() {
  const { token, onboarding, role } = useAuth();
  const queryClient = useQueryClient();
  const storedId = useSyncExternalStore(subscribe, readCurrentId, readCurrentId);
  const query = useQuery({
    queryKey: organizationsQueryKey,
    queryFn: ({ signal }) => api.get<OrganizationSummary[]>('/auth/organizations', { signal }),
    enabled: Boolean(token) && onboarding === 'true' && role !== 'operator',
    meta: { silent: true },
  });
  const organizations = query.data ?? [];
  const current =
    organizations.find((organization) => organization.id === storedId) ?? organizations[0] ?? null;

  const selectOrganization = useCallback(
    (id: string) => {
      localStorage.setItem(storageKeys.currentOrganizationId, id);
      // The list pages and the selected user belong to the organization left behind.
      for (const key of [storageKeys.usersPage, storageKeys.formsPage, storageKeys.selectedUser]) {
        sessionStorage.removeItem(key);
      }
      notifyCurrentId();
      // Reset rather than invalidate: no screen may show the previous organization's data while
      // the new one's loads. The list of organizations itself stays.
      void queryClient.resetQueries({
        predicate: (query) => query.queryKey.join('/') !== organizationsQueryKey.join('/'),
      });
    },
    [queryClient],
  );

  return { organizations, current, isLoading: query.isLoading, selectOrganization };
}
