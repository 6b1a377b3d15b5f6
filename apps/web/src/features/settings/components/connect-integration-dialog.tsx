import {
  connectAnalyticsSchema,
  connectWebhookSchema,
  integrationInfo,
  type IntegrationProvider,
} from '@concierge/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useConnectIntegration } from '../api/integrations';

interface ConnectIntegrationDialogProps {
  provider: IntegrationProvider;
  /** Change replaces a connected target; the old one is masked, so the field starts empty. */
  mode: 'connect' | 'change';
  onClose: () => void;
}

/** Asks for the provider's one field, checks it with the shared schema, then PUTs it. */
export function ConnectIntegrationDialog({
  provider,
  mode,
  onClose,
}: ConnectIntegrationDialogProps) {
  const info = integrationInfo[provider];
  const connect = useConnectIntegration();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed =
      info.field === 'webhook_url'
        ? connectWebhookSchema.safeParse({ webhook_url: value })
        : connectAnalyticsSchema.safeParse({ measurement_id: value });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    const data = parsed.data;
    const clean = 'webhook_url' in data ? data.webhook_url : data.measurement_id;
    connect.mutate({ provider, value: clean }, { onSuccess: onClose });
  }

  const title = `${mode === 'connect' ? 'Connect' : 'Change'} ${info.name}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !connect.isPending && onClose()}
      title={title}
      description={
        mode === 'connect'
          ? info.description
          : `Enter the new ${info.fieldLabel.toLowerCase()}. It replaces the current one.`
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {connect.isError && (
          <Alert>{errorMessage(connect.error, `Failed to connect ${info.name}`)}</Alert>
        )}
        <FormField label={info.fieldLabel} error={fieldError}>
          {(field) => (
            <Input
              {...field}
              name={info.field}
              type={info.field === 'webhook_url' ? 'url' : 'text'}
              autoComplete="off"
              spellCheck={false}
              placeholder={info.placeholder}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          )}
        </FormField>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={onClose} disabled={connect.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={connect.isPending}>
            {mode === 'connect' ? 'Connect' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
