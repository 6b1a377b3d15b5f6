import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@concierge/shared';
import { api } from '@/lib/api-client';
import { useOrganizations } from '@/lib/organizations';

/** Every notification query starts with this; the organization follows, so a switch refetches. */
export const notificationsQueryKey = ['notifications'] as const;
export const notificationsLoadFailed = 'Failed to load notifications';

const POLL_INTERVAL = 30_000;

function useNotificationsKey() {
  const { current } = useOrganizations();
  return [...notificationsQueryKey, current?.id ?? null] as const;
}

/** GET /notifications: the newest 30 and the unread count, polled and refreshed on focus. */
export function useNotifications() {
  const queryKey = useNotificationsKey();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<NotificationList>('/notifications', { signal }),
    // Until the organization is known the server would answer for another one.
    enabled: queryKey[1] !== null,
    refetchInterval: POLL_INTERVAL,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
    // The bell shows the failure itself, with a retry; a poll must never toast.
    meta: { silent: true },
  });
}

function withRead(list: NotificationList, id: string | null): NotificationList {
  const now = new Date().toISOString();
  const items = list.items.map((item) =>
    item.readAt === null && (id === null || item.id === id) ? { ...item, readAt: now } : item,
  );
  return { items, unread: id === null ? 0 : Math.max(0, list.unread - 1) };
}

/**
 * POST /notifications/:id/read (or read-all when id is null). The bell reads as read at once; the
 * server's count replaces the guess, and a failure puts the list back.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const queryKey = useNotificationsKey();
  return useMutation({
    mutationFn: (id: string | null) =>
      api.post<{ unread: number }>(
        id === null ? '/notifications/read-all' : `/notifications/${encodeURIComponent(id)}/read`,
      ),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<NotificationList>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, withRead(previous, id));
      return { previous };
    },
    onSuccess: (data) => {
      if (typeof data?.unread !== 'number') return;
      queryClient.setQueryData<NotificationList>(queryKey, (list) =>
        list ? { ...list, unread: data.unread } : list,
      );
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    meta: { errorMessage: 'Failed to mark notifications as read' },
  });
}
