import { useQuery } from '@tanstack/react-query';
import type { TeamOverview } from '@concierge/shared';
import { api } from '@/lib/api-client';

export const teamQueryKey = ['team'] as const;
export const teamLoadFailed = 'Failed to load team';

/** GET /team: members, pending and expired invitations, and the plan's seats. */
export function useTeam() {
  return useQuery({
    queryKey: teamQueryKey,
    queryFn: ({ signal }) => api.get<TeamOverview>('/team', { signal }),
    // The tab shows the failure itself, with a retry.
    meta: { silent: true },
  });
}
