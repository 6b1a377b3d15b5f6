import { useQuery } from '@tanstack/react-query';
import type { AppUser } from '@concierge/shared';
import { api } from '@/lib/api-client';
import { readSelectedUser, writeSelectedUser } from '../selected-user';
import { userKeys } from './query-keys';

export const userLoadFailed = 'Failed to load user data';

/**
 * The user User Details shows: the one this tab chose on a list (session storage), or else, for a
 * link opened in a new tab or a reload after the storage was cleared, GET /user/get_users/:id.
 */
export function useUser(userId: string) {
  const stored = readSelectedUser();
  return useQuery({
    queryKey: userKeys.detail(userId),
    queryFn: async ({ signal }) => {
      const user = await api.get<AppUser>(`/user/get_users/${encodeURIComponent(userId)}`, {
        signal,
      });
      writeSelectedUser(user);
      return user;
    },
    initialData: stored?._id === userId ? stored : undefined,
    // The page shows the failure itself: 'User data not found' for a 404, else a retry.
    meta: { silent: true },
  });
}
