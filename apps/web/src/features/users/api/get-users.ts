import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type UsersPage } from '@concierge/shared';
import { api } from '@/lib/api-client';
import { userKeys } from './query-keys';

/** SPEC §8: a failed load shows an empty list on one page, total 0, and no message. */
export const EMPTY_USERS_PAGE: UsersPage = {
  users: [],
  pagination: { total_pages: 1, total_users: 0 },
};

export async function getUsers(
  page: number,
  search: string,
  signal?: AbortSignal,
): Promise<UsersPage> {
  try {
    return await api.get<UsersPage>('/user/get_users', {
      signal,
      query: { page, limit: PAGE_SIZE, search: search || undefined },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Failed to load users', error);
    return EMPTY_USERS_PAGE;
  }
}

/** GET /user/get_users: one page of the organization's app users, searched on the server. */
export function useUsers(page: number, search: string) {
  return useQuery({
    queryKey: userKeys.list(page, search),
    queryFn: ({ signal }) => getUsers(page, search, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
