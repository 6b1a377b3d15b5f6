import { useQuery } from '@tanstack/react-query';
import type { TestVisit } from '@concierge/shared';
import { api } from '@/lib/api-client';

/** The token lives an hour; a fresh one is fetched well before, so a click never opens a stale one. */
const REFRESH_MS = 20 * 60 * 1000;

/**
 * Test Deployment's page: the widget preview with a signed test token, so the chats a member has
 * there are marked as tests and stay out of Users and the figures.
 */
export function getTestVisit(signal?: AbortSignal) {
  return api.get<TestVisit>('/auth/chatbot-settings/test-visit', { signal });
}

/**
 * Fetched ahead of the click: the page must open in the click itself, or browsers block the
 * new tab as a pop-up.
 */
export function useTestVisit(enabled: boolean) {
  return useQuery({
    queryKey: ['bot', 'test-visit'],
    queryFn: ({ signal }) => getTestVisit(signal),
    enabled,
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
    retry: false,
    meta: { silent: true },
  });
}
