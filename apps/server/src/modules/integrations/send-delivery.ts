import { WEBHOOK_HEADERS, type IntegrationTestResult } from '@concierge/shared';
import type { AppContext } from '../../platform/context.js';
import { addressPolicyFor } from '../crawler/address-policy.js';
import { CrawlError } from '../crawler/errors.js';
import { safeFetch } from '../crawler/safe-fetch.js';
import * as queries from './queries.js';
import type { DeliveryRow, IntegrationRow } from './queries.js';
import { signatureHeader } from './signing.js';

const TIMEOUT_MS = 10_000;
/** The answer is not used; reading a little of it lets the receiver finish cleanly. */
const MAX_ANSWER_BYTES = 64 * 1024;

export type DeliveryResult = IntegrationTestResult;

/**
 * POSTs a stored delivery once and records the attempt: delivered on a 2xx; otherwise failed when
 * `final`, else left pending for the next try. Null when the delivery or its integration is gone.
 */
export async function attemptDelivery(
  ctx: AppContext,
  deliveryId: string,
  final: boolean,
): Promise<DeliveryResult | null> {
  const found = await queries.findDeliveryWithIntegration(ctx.db, deliveryId);
  if (!found) return null;
  const result = await post(ctx, found.integration, found.delivery);
  await queries.recordAttempt(ctx.db, deliveryId, {
    status: result.delivered ? 'delivered' : final ? 'failed' : 'pending',
    statusCode: result.statusCode,
    error: result.error,
  });
  return result;
}

async function post(
  ctx: AppContext,
  integration: IntegrationRow,
  delivery: DeliveryRow,
): Promise<DeliveryResult> {
  const body = JSON.stringify(delivery.payload);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (integration.provider === 'zapier' && integration.signingSecret) {
    headers[WEBHOOK_HEADERS.signature] = signatureHeader(integration.signingSecret, body);
    headers[WEBHOOK_HEADERS.event] = delivery.event;
    headers[WEBHOOK_HEADERS.delivery] = delivery.id;
  }
  try {
    const response = await safeFetch(new URL(integration.target), {
      method: 'POST',
      body,
      headers,
      userAgent: `ConciergeWebhooks/1.0 (+${ctx.config.publicUrl})`,
      accept: 'application/json, text/plain, */*',
      timeoutMs: TIMEOUT_MS,
      maxBytes: MAX_ANSWER_BYTES,
      addressPolicy: addressPolicyFor(ctx.config.crawler.allowPrivateNetworks),
      // A redirect would send the signed event to an address nobody connected: it counts as failed.
      followRedirects: false,
    });
    const delivered = response.status >= 200 && response.status < 300;
    return {
      delivered,
      statusCode: response.status,
      error: delivered ? null : `HTTP ${response.status}`,
    };
  } catch (error) {
    if (error instanceof CrawlError) {
      return { delivered: false, statusCode: null, error: error.message };
    }
    throw error;
  }
}
