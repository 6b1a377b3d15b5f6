import { Dialog } from '@/components/ui/dialog';
import type { SampleGateway } from '../sample-platform';
import { SampleDataBadge } from './sample-data-badge';

interface ConfigureGatewayDialogProps {
  gateway: SampleGateway;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sample's configuration, keys masked; nothing here can be saved. */
export function ConfigureGatewayDialog({
  gateway,
  open,
  onOpenChange,
}: ConfigureGatewayDialogProps) {
  const { configuration } = gateway;
  const rows: [string, string][] = [
    ['Public key', configuration.publicKey],
    ['Secret key', configuration.secretKey],
    ['Webhook URL', configuration.webhookUrl],
    ['Supported currencies', configuration.supportedCurrencies.join(', ')],
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Configure ${gateway.name}`}
      description="Sample configuration: no payment provider is connected, so nothing can be changed."
    >
      <SampleDataBadge />
      <dl className="mt-4 space-y-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="mt-0.5 font-mono text-sm break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
