import { z } from 'zod';

/**
 * Issue 7 "Integrations": the four SPEC §2 cards. Slack and Microsoft Teams get a message through
 * their incoming-webhook URL; Zapier (any URL) gets signed JSON events; Google Analytics stores a
 * measurement id that the widget sends its events to.
 */
export const INTEGRATION_PROVIDERS = ['slack', 'teams', 'zapier', 'google_analytics'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/** Events a webhook integration can receive. */
export const WEBHOOK_EVENTS = [
  'form.submitted',
  'conversation.ended',
  'handoff.requested',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const integrationInfo: Record<
  IntegrationProvider,
  {
    name: string;
    description: string;
    /** What Connect asks for. */
    field: 'webhook_url' | 'measurement_id';
    fieldLabel: string;
    placeholder: string;
    /** Events it receives; empty for Google Analytics (the widget sends those). */
    events: readonly WebhookEvent[];
  }
> = {
  slack: {
    name: 'Slack',
    description: 'Post each submitted form and handoff request to a Slack channel.',
    field: 'webhook_url',
    fieldLabel: 'Incoming webhook URL',
    placeholder: 'https://hooks.slack.com/services/…',
    events: ['form.submitted', 'handoff.requested'],
  },
  teams: {
    name: 'Microsoft Teams',
    description: 'Post each submitted form and handoff request to a Teams channel.',
    field: 'webhook_url',
    fieldLabel: 'Incoming webhook URL',
    placeholder: 'https://…webhook.office.com/…',
    events: ['form.submitted', 'handoff.requested'],
  },
  zapier: {
    name: 'Zapier',
    description: 'Send signed JSON events to Zapier or any URL: forms submitted, chats ended.',
    field: 'webhook_url',
    fieldLabel: 'Webhook URL',
    placeholder: 'https://hooks.zapier.com/hooks/catch/…',
    events: ['form.submitted', 'conversation.ended'],
  },
  google_analytics: {
    name: 'Google Analytics',
    description: 'The widget sends chat opens, messages and forms to your GA4 property.',
    field: 'measurement_id',
    fieldLabel: 'Measurement ID',
    placeholder: 'G-XXXXXXXXXX',
    events: [],
  },
};

/**
 * Zapier deliveries carry `X-Concierge-Signature: t=<unix seconds>,v1=<hex>` where hex is the
 * HMAC-SHA256, keyed with the integration's signing secret, of `<t>.<raw request body>`.
 * `X-Concierge-Delivery` stays the same across retries of one delivery, for idempotency.
 */
export const WEBHOOK_HEADERS = {
  signature: 'x-concierge-signature',
  event: 'x-concierge-event',
  delivery: 'x-concierge-delivery',
} as const;

/** The JSON body of a Zapier delivery. `test` is true for the Test button's sample event. */
export interface WebhookEnvelope<T = Record<string, unknown>> {
  id: string;
  type: WebhookEvent;
  created_at: string;
  organization: { id: string; name: string };
  test: boolean;
  data: T;
}

export const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;

const webhookUrlField = z
  .string({ error: 'Enter the webhook URL' })
  .trim()
  .min(1, { error: 'Enter the webhook URL' })
  .max(2000, { error: 'The webhook URL is too long' })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: 'Enter a valid URL starting with https://' },
  );

/** PUT /integrations/:provider body, by the provider's field. */
export const connectWebhookSchema = z.object({ webhook_url: webhookUrlField });
export const connectAnalyticsSchema = z.object({
  measurement_id: z
    .string({ error: 'Enter the measurement ID' })
    .trim()
    .toUpperCase()
    .regex(MEASUREMENT_ID_PATTERN, { error: 'Enter a measurement ID like G-XXXXXXXXXX' }),
});

export type DeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'failed';

export interface WebhookDeliverySummary {
  id: string;
  event: WebhookEvent;
  /** pending: not tried yet; retrying: failed at least once, will try again. */
  status: DeliveryStatus;
  attempts: number;
  /** The receiver's last HTTP status, null when it could not be reached. */
  statusCode: number | null;
  error: string | null;
  test: boolean;
  createdAt: string;
  lastAttemptAt: string | null;
}

/** GET /integrations `data` item, one per provider in INTEGRATION_PROVIDERS order. */
export interface IntegrationSummary {
  provider: IntegrationProvider;
  connected: boolean;
  /** The webhook URL shown as scheme://host/…last 6, or the measurement id; null if not connected. */
  target: string | null;
  /** Zapier only, for those who may manage integrations; null otherwise. */
  signingSecret: string | null;
  connectedAt: string | null;
  connectedBy: string | null;
  /** The 10 newest deliveries, newest first; empty for Google Analytics. */
  deliveries: WebhookDeliverySummary[];
}

/** POST /integrations/:provider/test `data`: the sample event's outcome (a 200 either way). */
export interface IntegrationTestResult {
  delivered: boolean;
  statusCode: number | null;
  error: string | null;
}

export const integrationMessages = {
  unknownProvider: 'Unknown integration',
  notConnected: (name: string) => `${name} is not connected`,
  connected: (name: string) => `${name} connected`,
  disconnected: (name: string) => `${name} disconnected`,
  privateAddress:
    'This URL points to a private network address. Webhooks can only be sent to public addresses.',
  unresolvable: 'This URL’s host could not be found. Check the address.',
  testDelivered: (status: number) => `Test event delivered (HTTP ${status})`,
  testFailed: (reason: string) => `Test event failed: ${reason}`,
  noAnalyticsTest:
    'Google Analytics events come from the widget in your visitors’ browsers. Open your site and watch the Realtime report.',
} as const;
