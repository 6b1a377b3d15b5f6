import { randomUUID } from 'node:crypto';
import {
  connectAnalyticsSchema,
  connectWebhookSchema,
  hasPermission,
  INTEGRATION_PROVIDERS,
  integrationInfo,
  integrationMessages,
  limitMessages,
  type IntegrationProvider,
  type IntegrationSummary,
  type IntegrationTestResult,
} from '@concierge/shared';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { enforceRateLimits } from '../../platform/rate-limit.js';
import { requirePermission, type Tenant } from '../../platform/tenancy.js';
import { requireRoomFor } from '../billing/limits.js';
import { testPayload, type WebhookProvider } from './payloads.js';
import * as queries from './queries.js';
import { attemptDelivery } from './send-delivery.js';
import { newSigningSecret } from './signing.js';
import { toIntegrationSummary } from './summary.js';
import { vetWebhookUrl } from './webhook-target.js';

const RECENT_DELIVERIES = 10;
const TESTS_PER_MINUTE = 10;

/** The path's provider, or 404 for a name that is not one. */
export function parseProvider(value: string): IntegrationProvider {
  const provider = INTEGRATION_PROVIDERS.find((candidate) => candidate === value);
  if (!provider) throw notFound(integrationMessages.unknownProvider);
  return provider;
}

/** Issue 7 Integrations: connect a webhook URL or a measurement id, and watch the deliveries. */
export class IntegrationService {
  constructor(private readonly ctx: AppContext) {}

  /** Every provider's card, in INTEGRATION_PROVIDERS order; any member may read. */
  async list(tenant: Tenant): Promise<IntegrationSummary[]> {
    const rows = await queries.listIntegrations(this.ctx.db, tenant.organizationId);
    return Promise.all(
      INTEGRATION_PROVIDERS.map((provider) =>
        this.summaryOf(tenant, provider, rows.find((row) => row.provider === provider) ?? null),
      ),
    );
  }

  async connect(
    tenant: Tenant,
    accountId: string,
    provider: IntegrationProvider,
    body: unknown,
  ): Promise<{ message: string; integration: IntegrationSummary }> {
    requirePermission(tenant, 'manageIntegrations');
    const info = integrationInfo[provider];
    let target: string;
    if (info.field === 'webhook_url') {
      target = parse(connectWebhookSchema, body).webhook_url;
      await vetWebhookUrl(target, this.ctx.config.crawler.allowPrivateNetworks);
    } else {
      target = parse(connectAnalyticsSchema, body).measurement_id;
    }
    // Changing a connected provider's target takes no new slot of the plan.
    if (!(await queries.findIntegration(this.ctx.db, tenant.organizationId, provider))) {
      await requireRoomFor(this.ctx.db, tenant.organizationId, 'integrations');
    }
    await queries.upsertIntegration(this.ctx.db, {
      organizationId: tenant.organizationId,
      provider,
      target,
      signingSecret: provider === 'zapier' ? newSigningSecret() : null,
      connectedBy: accountId,
    });
    return {
      message: integrationMessages.connected(info.name),
      integration: await this.loadSummary(tenant, provider),
    };
  }

  async disconnect(
    tenant: Tenant,
    provider: IntegrationProvider,
  ): Promise<{ message: string; integration: IntegrationSummary }> {
    requirePermission(tenant, 'manageIntegrations');
    const { name } = integrationInfo[provider];
    if (!(await queries.deleteIntegration(this.ctx.db, tenant.organizationId, provider))) {
      throw notFound(integrationMessages.notConnected(name));
    }
    return {
      message: integrationMessages.disconnected(name),
      integration: await this.summaryOf(tenant, provider, null),
    };
  }

  /** Sends a sample event now, through the same path as real ones, and logs it as a test. */
  async test(
    tenant: Tenant,
    provider: IntegrationProvider,
  ): Promise<{ message: string; result: IntegrationTestResult }> {
    requirePermission(tenant, 'manageIntegrations');
    if (provider === 'google_analytics') throw badRequest(integrationMessages.noAnalyticsTest);
    const integration = await queries.findIntegration(this.ctx.db, tenant.organizationId, provider);
    if (!integration)
      throw notFound(integrationMessages.notConnected(integrationInfo[provider].name));
    await enforceRateLimits(this.ctx.db, [
      {
        key: `integration-test:org:${tenant.organizationId}`,
        limit: TESTS_PER_MINUTE,
        windowSeconds: 60,
        message: limitMessages.generic,
      },
    ]);
    const deliveryId = randomUUID();
    const organizationName = await queries.findOrganizationName(this.ctx.db, tenant.organizationId);
    const payload = testPayload(provider as WebhookProvider, {
      deliveryId,
      organization: { id: tenant.organizationId, name: organizationName ?? '' },
      publicUrl: this.ctx.config.publicUrl,
    });
    await queries.insertDelivery(this.ctx.db, {
      id: deliveryId,
      organizationId: tenant.organizationId,
      integrationId: integration.id,
      event: 'form.submitted',
      payload,
      test: true,
    });
    const result = (await attemptDelivery(this.ctx, deliveryId, true)) ?? {
      delivered: false,
      statusCode: null,
      error: integrationMessages.notConnected(integrationInfo[provider].name),
    };
    const message =
      result.delivered && result.statusCode !== null
        ? integrationMessages.testDelivered(result.statusCode)
        : integrationMessages.testFailed(result.error ?? 'unknown error');
    return { message, result };
  }

  private async loadSummary(
    tenant: Tenant,
    provider: IntegrationProvider,
  ): Promise<IntegrationSummary> {
    const rows = await queries.listIntegrations(this.ctx.db, tenant.organizationId);
    return this.summaryOf(tenant, provider, rows.find((row) => row.provider === provider) ?? null);
  }

  private async summaryOf(
    tenant: Tenant,
    provider: IntegrationProvider,
    row: queries.IntegrationWithAccount | null,
  ): Promise<IntegrationSummary> {
    const deliveries =
      row && integrationInfo[provider].field === 'webhook_url'
        ? await queries.recentDeliveries(this.ctx.db, row.id, RECENT_DELIVERIES)
        : [];
    return toIntegrationSummary(
      provider,
      row,
      deliveries,
      hasPermission(tenant.role, 'manageIntegrations'),
    );
  }
}

/** The contract's schema decides, and its first message is the answer. */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
}
