import { randomUUID } from 'node:crypto';
import { integrationInfo } from '@concierge/shared';
import type { AppContext } from '../../platform/context.js';
import { EVENT_CONSUMER_JOBS, eventOfJob } from '../../platform/events.js';
import { enqueueJob } from '../../platform/jobs/queue.js';
import type { JobAttempt } from '../../platform/jobs/worker.js';
import { isWebhookEvent, loadEventContent } from './event-content.js';
import { eventPayload, type WebhookProvider } from './payloads.js';
import * as queries from './queries.js';
import { attemptDelivery } from './send-delivery.js';

export const DELIVER_WEBHOOK_JOB = 'integrations.deliver';
/** With the worker's backoff (10 s, 20 s, … 160 s) the last try comes about five minutes later. */
const MAX_DELIVERY_ATTEMPTS = 6;

export function registerIntegrationJobs(ctx: AppContext): void {
  ctx.worker.register(EVENT_CONSUMER_JOBS.integrations, integrationEventJob(ctx));
  ctx.worker.register(DELIVER_WEBHOOK_JOB, deliverWebhookJob(ctx));
}

/**
 * Turns one event into a delivery per subscribed integration. Rows and their jobs are written in
 * one transaction, so a retry of this job never sends anything twice.
 */
function integrationEventJob(ctx: AppContext) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const { event } = eventOfJob(payload);
    if (!isWebhookEvent(event)) return;
    const subscribed = (await queries.listIntegrations(ctx.db, event.organizationId)).filter(
      (integration) => integrationInfo[integration.provider].events.includes(event.type),
    );
    if (subscribed.length === 0) return;
    const content = await loadEventContent(ctx.db, event);
    if (!content) return;
    const organization = {
      id: event.organizationId,
      name: (await queries.findOrganizationName(ctx.db, event.organizationId)) ?? '',
    };
    await ctx.db.transaction(async (tx) => {
      for (const integration of subscribed) {
        const deliveryId = randomUUID();
        const body = eventPayload(integration.provider as WebhookProvider, content, {
          deliveryId,
          organization,
          publicUrl: ctx.config.publicUrl,
        });
        if (!body) continue;
        await queries.insertDelivery(tx, {
          id: deliveryId,
          organizationId: event.organizationId,
          integrationId: integration.id,
          event: event.type,
          payload: body,
        });
        await enqueueJob(tx, {
          type: DELIVER_WEBHOOK_JOB,
          payload: { deliveryId },
          organizationId: event.organizationId,
          maxAttempts: MAX_DELIVERY_ATTEMPTS,
        });
      }
    });
    ctx.worker.kick();
  };
}

/** One try; a failure before the last attempt is thrown so the worker retries with backoff. */
function deliverWebhookJob(ctx: AppContext) {
  return async (payload: Record<string, unknown>, attempt: JobAttempt): Promise<void> => {
    const result = await attemptDelivery(ctx, String(payload.deliveryId), attempt.final);
    if (result && !result.delivered && !attempt.final) {
      throw new Error(`webhook delivery failed: ${result.error ?? 'unknown error'}`);
    }
  };
}
