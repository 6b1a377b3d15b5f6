import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationMessages,
  type NotificationPreference,
  type NotificationPreferences,
} from '@concierge/shared';
import { toast } from 'sonner';
import { apiEnvelope, api } from '@/lib/api-client';

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;
export const notificationPreferencesLoadFailed = 'Failed to load notification preferences';
const saveMutationKey = ['notification-preferences', 'save'] as const;

/** GET /notifications/preferences: the member's own four toggles in this organization. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesQueryKey,
    queryFn: ({ signal }) =>
      api.get<NotificationPreferences>('/notifications/preferences', { signal }),
    // The tab shows the failure itself, with a retry.
    meta: { silent: true },
  });
}

interface PreferenceChange {
  key: NotificationPreference;
  enabled: boolean;
}

/**
 * PUT /notifications/preferences with the one toggle that changed. The switch moves at once; a
 * failure moves it back (the cache's onError toasts the server's message).
 */
export function useSaveNotificationPreference() {
  const queryClient = useQueryClient();
  const queryKey = notificationPreferencesQueryKey;
  return useMutation({
    mutationKey: saveMutationKey,
    mutationFn: ({ key, enabled }: PreferenceChange) =>
      apiEnvelope<NotificationPreferences>('PUT', '/notifications/preferences', {
        [key]: enabled,
      }),
    onMutate: async ({ key, enabled }) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<NotificationPreferences>(queryKey, (current) =>
        current ? { ...current, [key]: enabled } : current,
      );
    },
    onSuccess: ({ data, message }) => {
      // Another toggle still on its way would be overwritten by this answer.
      if (data && queryClient.isMutating({ mutationKey: saveMutationKey }) <= 1) {
        queryClient.setQueryData(queryKey, data);
      }
      toast.success(message || notificationMessages.preferencesSaved);
    },
    onError: (_error, { key, enabled }) => {
      queryClient.setQueryData<NotificationPreferences>(queryKey, (current) =>
        current ? { ...current, [key]: !enabled } : current,
      );
    },
    meta: { errorMessage: 'Failed to save notification preferences' },
  });
}
