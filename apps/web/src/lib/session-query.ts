import { queryOptions } from '@tanstack/react-query';
import { fallbackMessages } from '@concierge/shared/messages';
import { api } from './api-client';
import { storeSessionUser, type SessionUser } from './auth-storage';

/** GET /auth/me: validates the stored token and refreshes the stored user. */
export const sessionQueryOptions = queryOptions({
  queryKey: ['auth', 'me'] as const,
  queryFn: async ({ signal }) => {
    const user = await api.get<SessionUser>('/auth/me', { signal });
    storeSessionUser(user);
    return user;
  },
  staleTime: Infinity,
  meta: { errorMessage: fallbackMessages.loadUserData },
});
