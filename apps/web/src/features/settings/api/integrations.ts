import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  integrationInfo,
  integrationMessages,
  type IntegrationProvider,
  type IntegrationSummary,
  type IntegrationTestResult,
} from '@concierge/shared';
import { toast } from 'sonner';
import { api, apiEnvelope } from '@/lib/api-client';

export const integrationsQueryKey = ['integrations'] as const;
export const integrationsLoadFailed = 'Failed to load integrations';

const path = (provider: IntegrationProvider) => `/integrations/${encodeURIComponent(provider)}`;

/** GET /integrations: the four providers in SPEC order, with their latest deliveries. */
export function useIntegrations() {
  return useQuery({
    queryKey: integrationsQueryKey,
    queryFn: ({ signal }) => api.get<IntegrationSummary[]>('/integrations', { signal }),
    // The tab shows the failure itself, with a retry.
    meta: { silent: true },
  });
}

function useReplaceSummary() {
  const queryClient = useQueryClient();
  return (summary: IntegrationSummary | null | undefined) => {
    if (summary?.provider) {
      queryClient.setQueryData<IntegrationSummary[]>(integrationsQueryKey, (list) =>
        list?.map((item) => (item.provider === summary.provider ? summary : item)),
      );
    }
    void queryClient.invalidateQueries({ queryKey: integrationsQueryKey });
  };
}

interface ConnectInput {
  provider: IntegrationProvider;
  /** The webhook URL or the measurement id, already validated by the provider's schema. */
  value: string;
}

/** PUT /integrations/:provider; the dialog shows a refusal (e.g. a private address) itself. */
export function useConnectIntegration() {
  const replace = useReplaceSummary();
  return useMutation({
    mutationFn: ({ provider, value }: ConnectInput) =>
      apiEnvelope<IntegrationSummary>('PUT', path(provider), {
        [integrationInfo[provider].field]: value,
      }),
    onSuccess: ({ data, message }, { provider }) => {
      replace(data);
      toast.success(message || integrationMessages.connected(integrationInfo[provider].name));
    },
    meta: { silent: true },
  });
}

/** DELETE /integrations/:provider. */
export function useDisconnectIntegration() {
  const replace = useReplaceSummary();
  return useMutation({
    mutationFn: (provider: IntegrationProvider) =>
      apiEnvelope<IntegrationSummary>('DELETE', path(provider)),
    onSuccess: ({ data, message }, provider) => {
      replace(data);
      toast.success(message || integrationMessages.disconnected(integrationInfo[provider].name));
    },
    meta: { errorMessage: 'Failed to disconnect the integration' },
  });
}

/** POST /integrations/:provider/test: a 200 either way; the result says whether it arrived. */
export function useTestIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: IntegrationProvider) =>
      apiEnvelope<IntegrationTestResult>('POST', `${path(provider)}/test`),
    onSuccess: ({ data, message }) => {
      if (data?.delivered) {
        toast.success(message || integrationMessages.testDelivered(data.statusCode ?? 200));
      } else {
        toast.error(
          message ||
            integrationMessages.testFailed(
              data?.error ?? (data?.statusCode ? `HTTP ${data.statusCode}` : 'no answer'),
            ),
        );
      }
    },
    // The delivery log has a new row either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: integrationsQueryKey }),
    meta: { errorMessage: 'Failed to send the test event' },
  });
}
