import type {
  DeliveryStatus,
  IntegrationProvider,
  IntegrationSummary,
  WebhookDeliverySummary,
} from '@concierge/shared';
import { integrationInfo } from '@concierge/shared';
import type { DeliveryRow, IntegrationWithAccount } from './queries.js';

/** One provider's card; `row` is null when it is not connected. */
export function toIntegrationSummary(
  provider: IntegrationProvider,
  row: IntegrationWithAccount | null,
  deliveries: DeliveryRow[],
  canManage: boolean,
): IntegrationSummary {
  if (!row) {
    return {
      provider,
      connected: false,
      target: null,
      signingSecret: null,
      connectedAt: null,
      connectedBy: null,
      deliveries: [],
    };
  }
  const isWebhook = integrationInfo[provider].field === 'webhook_url';
  return {
    provider,
    connected: true,
    target: isWebhook ? maskWebhookUrl(row.target) : row.target,
    signingSecret: canManage ? row.signingSecret : null,
    connectedAt: row.connectedAt.toISOString(),
    connectedBy: row.connectedByName,
    deliveries: deliveries.map(toDeliverySummary),
  };
}

/** A Slack or Teams URL is itself the credential: show where it goes and its last 6 characters. */
export function maskWebhookUrl(target: string): string {
  try {
    const url = new URL(target);
    return `${url.protocol}//${url.host}/…${target.slice(-6)}`;
  } catch {
    return `…${target.slice(-6)}`;
  }
}

export function toDeliverySummary(row: DeliveryRow): WebhookDeliverySummary {
  return {
    id: row.id,
    event: row.event,
    status: statusOf(row),
    attempts: row.attempts,
    statusCode: row.statusCode,
    error: row.error,
    test: row.test,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  };
}

function statusOf(row: DeliveryRow): DeliveryStatus {
  if (row.status === 'pending' && row.attempts > 0) return 'retrying';
  return row.status;
}
