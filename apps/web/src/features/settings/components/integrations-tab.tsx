import {
  INTEGRATION_PROVIDERS,
  integrationInfo,
  type IntegrationProvider,
} from '@concierge/shared';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { ReadOnlyNotice } from '@/components/read-only-notice';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/permissions';
import {
  integrationsLoadFailed,
  useDisconnectIntegration,
  useIntegrations,
  useTestIntegration,
} from '../api/integrations';
import { ConnectIntegrationDialog } from './connect-integration-dialog';
import { IntegrationCard } from './integration-card';

const integrationsReadOnlyText = 'Only owners and admins can connect or change integrations.';

interface OpenDialog {
  provider: IntegrationProvider;
  mode: 'connect' | 'change';
}

/** SPEC §2 / Issue 7: Slack, Teams, Zapier and Google Analytics, each connected by one field. */
export function IntegrationsTab() {
  const integrations = useIntegrations();
  const canManage = useCan('manageIntegrations');
  const disconnect = useDisconnectIntegration();
  const sendTest = useTestIntegration();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [disconnecting, setDisconnecting] = useState<IntegrationProvider | null>(null);

  if (integrations.isPending) {
    return (
      <div aria-busy className="grid gap-4 sm:grid-cols-2">
        <span className="sr-only">Loading integrations</span>
        {INTEGRATION_PROVIDERS.map((provider) => (
          <Skeleton key={provider} className="h-32 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (integrations.isError) {
    return (
      <LoadError
        message={errorMessage(integrations.error, integrationsLoadFailed)}
        onRetry={() => void integrations.refetch()}
        retrying={integrations.isFetching}
      />
    );
  }

  return (
    <div className="space-y-4">
      {!canManage && <ReadOnlyNotice>{integrationsReadOnlyText}</ReadOnlyNotice>}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {integrations.data.map((integration) => {
          const { provider } = integration;
          return (
            <IntegrationCard
              key={provider}
              integration={integration}
              canManage={canManage}
              testing={sendTest.isPending && sendTest.variables === provider}
              onConnect={() => setDialog({ provider, mode: 'connect' })}
              onChange={() => setDialog({ provider, mode: 'change' })}
              onDisconnect={() => setDisconnecting(provider)}
              onTest={() => sendTest.mutate(provider)}
            />
          );
        })}
      </div>

      {dialog && (
        <ConnectIntegrationDialog
          key={`${dialog.provider}-${dialog.mode}`}
          provider={dialog.provider}
          mode={dialog.mode}
          onClose={() => setDialog(null)}
        />
      )}
      {canManage && (
        <ConfirmDialog
          open={disconnecting !== null}
          onOpenChange={(open) => !open && !disconnect.isPending && setDisconnecting(null)}
          title={`Disconnect ${disconnecting ? integrationInfo[disconnecting].name : ''}?`}
          description="Events stop at once. You can connect it again later."
          confirmLabel="Disconnect"
          loading={disconnect.isPending}
          onConfirm={() =>
            disconnecting &&
            disconnect.mutate(disconnecting, { onSettled: () => setDisconnecting(null) })
          }
        />
      )}
    </div>
  );
}
