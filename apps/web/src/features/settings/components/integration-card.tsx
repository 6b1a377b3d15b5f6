import {
  integrationInfo,
  integrationMessages,
  type IntegrationProvider,
  type IntegrationSummary,
} from '@concierge/shared';
import { BarChart3, Hash, MessageCircle, Send, Unplug, Zap, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';
import { SigningSecret } from './signing-secret';
import { WebhookDeliveriesTable } from './webhook-deliveries-table';

const icons: Record<IntegrationProvider, LucideIcon> = {
  slack: Hash,
  teams: MessageCircle,
  zapier: Zap,
  google_analytics: BarChart3,
};

interface IntegrationCardProps {
  integration: IntegrationSummary;
  canManage: boolean;
  testing: boolean;
  onConnect: () => void;
  onChange: () => void;
  onDisconnect: () => void;
  onTest: () => void;
}

/** One provider: what it does, where it sends, and (for those who may) its actions. */
export function IntegrationCard({
  integration,
  canManage,
  testing,
  onConnect,
  onChange,
  onDisconnect,
  onTest,
}: IntegrationCardProps) {
  const { provider, connected } = integration;
  const info = integrationInfo[provider];
  const Icon = icons[provider];
  const isWebhook = info.field === 'webhook_url';
  return (
    <Card aria-label={info.name} className="flex flex-col gap-4 p-5">
      <div className="flex items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            {info.name}
            {connected && <Badge tone="success">Connected</Badge>}
          </h2>
          <p className="mt-1 text-sm text-slate-500">{info.description}</p>
        </div>
        {canManage && !connected && (
          <Button size="sm" aria-label={`Connect ${info.name}`} onClick={onConnect}>
            Connect
          </Button>
        )}
      </div>

      {connected && (
        <div className="space-y-3 border-t border-slate-100 pt-3">
          <div>
            <code className="block font-mono text-sm break-all text-slate-700">
              {integration.target}
            </code>
            {integration.connectedBy && (
              <p className="mt-0.5 text-xs text-slate-500">
                Connected by {integration.connectedBy} on {formatDate(integration.connectedAt)}
              </p>
            )}
          </div>
          {integration.signingSecret && <SigningSecret secret={integration.signingSecret} />}
          {info.events.length > 0 ? (
            <p className="text-xs text-slate-500">
              Receives:{' '}
              {info.events.map((event, index) => (
                <span key={event}>
                  {index > 0 && ', '}
                  <code className="font-mono text-slate-700">{event}</code>
                </span>
              ))}
            </p>
          ) : (
            <p className="text-xs text-slate-500">{integrationMessages.noAnalyticsTest}</p>
          )}
          {isWebhook && (
            <WebhookDeliveriesTable name={info.name} deliveries={integration.deliveries} />
          )}
          {canManage && (
            <div className="flex flex-wrap gap-2">
              {isWebhook && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Send test event to ${info.name}`}
                  loading={testing}
                  onClick={onTest}
                >
                  <Send className="size-3.5" aria-hidden />
                  Send test event
                </Button>
              )}
              <Button
                variant="outline"
                size="sm"
                aria-label={`Change ${info.name}`}
                onClick={onChange}
              >
                Change
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Disconnect ${info.name}`}
                className="text-red-600 hover:bg-red-50 hover:text-red-700"
                onClick={onDisconnect}
              >
                <Unplug className="size-3.5" aria-hidden />
                Disconnect
              </Button>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}
