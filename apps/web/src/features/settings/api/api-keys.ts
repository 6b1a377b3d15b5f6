import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiKeyMessages,
  type ApiKeyEnvironment,
  type ApiKeySummary,
  type CreatedApiKey,
} from '@concierge/shared';
import { toast } from 'sonner';
import { api, apiEnvelope } from '@/lib/api-client';

export const apiKeysQueryKey = ['api-keys'] as const;
export const apiKeysLoadFailed = 'Failed to load API keys';

/** GET /api-keys: the production and the development key, masked (null when there is none). */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) => api.get<ApiKeySummary[]>('/api-keys', { signal }),
    // The card shows the failure itself, with a retry.
    meta: { silent: true },
  });
}

/**
 * POST /api-keys/:environment/regenerate: a new key replaces the old one at once. The answer holds
 * the whole secret, this once; the caller shows it and must not keep it.
 */
export function useRegenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (environment: ApiKeyEnvironment) => {
      const { data, message } = await apiEnvelope<CreatedApiKey>(
        'POST',
        `/api-keys/${encodeURIComponent(environment)}/regenerate`,
      );
      return { key: data, message: message || apiKeyMessages.created(environment) };
    },
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    },
    meta: { errorMessage: 'Failed to create the API key' },
  });
}
