import {
  API_KEY_ENVIRONMENTS,
  type ApiKeyEnvironment,
  type ApiKeySummary,
  type CreatedApiKey,
} from '@concierge/shared';
import { KeyRound, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { LoadError } from '@/components/load-error';
import { ReadOnlyNotice } from '@/components/read-only-notice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { useCan } from '@/lib/permissions';
import { apiKeysLoadFailed, useApiKeys, useRegenerateApiKey } from '../api/api-keys';

const environmentNames: Record<ApiKeyEnvironment, string> = {
  production: 'Production',
  development: 'Development',
};

const apiKeysReadOnlyText = 'Only owners and admins can create or regenerate API keys.';

interface ShownSecret {
  key: CreatedApiKey;
  message: string;
}

/** SPEC §2 Security / Issue 7: one production and one development key per organization. */
export function ApiKeysCard() {
  const apiKeys = useApiKeys();
  const canManage = useCan('manageOrganization');
  const regenerate = useRegenerateApiKey();
  const [confirming, setConfirming] = useState<ApiKeyEnvironment | null>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);

  function create(environment: ApiKeyEnvironment) {
    regenerate.mutate(environment, {
      onSuccess: (result) => {
        setConfirming(null);
        setShown(result);
      },
      onError: () => setConfirming(null),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>API Keys</CardTitle>
        <CardDescription>Keys that let your systems talk to Concierge.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {apiKeys.isPending ? (
          <div aria-busy className="space-y-3">
            <span className="sr-only">Loading API keys</span>
            {API_KEY_ENVIRONMENTS.map((environment) => (
              <Skeleton key={environment} className="h-12 w-full" />
            ))}
          </div>
        ) : apiKeys.isError ? (
          <LoadError
            message={errorMessage(apiKeys.error, apiKeysLoadFailed)}
            onRetry={() => void apiKeys.refetch()}
            retrying={apiKeys.isFetching}
          />
        ) : (
          <ul aria-label="API keys" className="divide-y divide-slate-100">
            {API_KEY_ENVIRONMENTS.map((environment) => (
              <ApiKeyRow
                key={environment}
                environment={environment}
                apiKey={apiKeys.data.find((item) => item.environment === environment)?.key ?? null}
                canManage={canManage}
                busy={regenerate.isPending && regenerate.variables === environment}
                disabled={regenerate.isPending}
                onRegenerate={() => setConfirming(environment)}
                onCreate={() => create(environment)}
              />
            ))}
          </ul>
        )}
        {!canManage && <ReadOnlyNotice>{apiKeysReadOnlyText}</ReadOnlyNotice>}
      </CardContent>

      {canManage && (
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => !open && !regenerate.isPending && setConfirming(null)}
          title={`Regenerate the ${confirming ? environmentNames[confirming] : ''} key?`}
          description="The current key stops working at once. Systems that use it must be given the new one."
          confirmLabel="Regenerate key"
          loading={regenerate.isPending}
          onConfirm={() => confirming && create(confirming)}
        />
      )}
      {shown && <NewKeyDialog shown={shown} onClose={() => setShown(null)} />}
    </Card>
  );
}

interface ApiKeyRowProps {
  environment: ApiKeyEnvironment;
  apiKey: ApiKeySummary['key'];
  canManage: boolean;
  busy: boolean;
  disabled: boolean;
  onRegenerate: () => void;
  onCreate: () => void;
}

function ApiKeyRow({
  environment,
  apiKey,
  canManage,
  busy,
  disabled,
  onRegenerate,
  onCreate,
}: ApiKeyRowProps) {
  const name = environmentNames[environment];
  return (
    <li aria-label={`${name} key`} className="flex flex-wrap items-center gap-3 py-3">
      <KeyRound className="size-4 text-slate-400" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
          {name}
          <Badge tone={environment === 'production' ? 'success' : 'neutral'}>{environment}</Badge>
        </p>
        {apiKey ? (
          <>
            <code className="mt-0.5 block font-mono text-sm break-all text-slate-500">
              {apiKey.masked}
            </code>
            <p className="mt-0.5 text-xs text-slate-500">
              Created by {apiKey.createdBy} on {formatDate(apiKey.createdAt)} · Last used{' '}
              {formatDate(apiKey.lastUsedAt) || 'Never used'}
            </p>
          </>
        ) : (
          <p className="mt-0.5 text-sm text-slate-500">No key yet</p>
        )}
      </div>
      {canManage &&
        (apiKey ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Regenerate ${name} key`}
            loading={busy}
            disabled={disabled}
            onClick={onRegenerate}
          >
            <RefreshCw className="size-3.5" aria-hidden />
            Regenerate
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Create ${name} key`}
            loading={busy}
            disabled={disabled}
            onClick={onCreate}
          >
            <Plus className="size-3.5" aria-hidden />
            Create key
          </Button>
        ))}
    </li>
  );
}

/** The new key in full, this once: closing the dialog forgets it. */
function NewKeyDialog({ shown, onClose }: { shown: ShownSecret; onClose: () => void }) {
  const name = environmentNames[shown.key.environment];
  const inputId = `new-api-key-${shown.key.environment}`;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`New ${name} key`}
      description={shown.message}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {name} API key
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          readOnly
          value={shown.key.secret}
          className="font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton
          text={shown.key.secret}
          failureMessage="Could not copy the key. Select it and copy it by hand."
        />
      </div>
    </Dialog>
  );
}
