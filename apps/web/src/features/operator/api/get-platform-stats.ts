import { useQuery } from '@tanstack/react-query';
import type { PlatformStats } from '@concierge/shared';
import { api } from '@/lib/api-client';
import { operatorKeys } from './query-keys';

/** The Overview keeps itself current while it is open. */
export const STATS_REFRESH_MS = 30_000;

/** GET /operator/stats: platform figures and the server's own health. */
export function usePlatformStats() {
  return useQuery({
    queryKey: operatorKeys.stats,
    queryFn: ({ signal }) => api.get<PlatformStats>('/operator/stats', { signal }),
    refetchInterval: STATS_REFRESH_MS,
    // The tab shows the failure itself, with a retry.
    meta: { silent: true },
  });
}
