import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuard, requireSession } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { IntegrationService, parseProvider } from './service.js';

const tags = ['integrations'];
const security = [{ bearerAuth: [] }];
/** Any string: an unknown provider is a 404 with the contract's message, not a 400. */
const providerParams = z.object({
  provider: z.string().max(100).describe('slack, teams, zapier or google_analytics'),
});
/** Checked by the provider's own schema in the service (connectWebhookSchema, …). */
const connectBody = z
  .object({
    webhook_url: z.unknown().optional().describe('Slack, Microsoft Teams, Zapier: the URL'),
    measurement_id: z.unknown().optional().describe('Google Analytics: G-XXXXXXXXXX'),
  })
  .nullish();

/** Settings → Integrations: Slack, Microsoft Teams, Zapier (webhooks) and Google Analytics. */
export const integrationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const integrations = new IntegrationService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));
  const tenantOf = (request: FastifyRequest) => resolveTenant(ctx.db, request);

  app.get(
    '/integrations',
    {
      schema: {
        tags,
        security,
        summary:
          'Every integration: connected or not, its masked target, the signing secret (owner, admin) and the 10 newest deliveries',
      },
    },
    async (request) => ok('OK', await integrations.list(await tenantOf(request))),
  );

  app.put(
    '/integrations/:provider',
    {
      schema: {
        tags,
        security,
        summary:
          'Connect, or replace the target of, an integration: { webhook_url } or { measurement_id } (owner, admin)',
        params: providerParams,
        body: connectBody,
      },
    },
    async (request) => {
      const provider = parseProvider(request.params.provider);
      const { message, integration } = await integrations.connect(
        await tenantOf(request),
        requireSession(request).account.id,
        provider,
        request.body,
      );
      return ok(message, integration);
    },
  );

  app.delete(
    '/integrations/:provider',
    {
      schema: {
        tags,
        security,
        summary: 'Disconnect an integration; its delivery log goes with it (owner, admin)',
        params: providerParams,
      },
    },
    async (request) => {
      const provider = parseProvider(request.params.provider);
      const { message, integration } = await integrations.disconnect(
        await tenantOf(request),
        provider,
      );
      return ok(message, integration);
    },
  );

  app.post(
    '/integrations/:provider/test',
    {
      schema: {
        tags,
        security,
        summary:
          'Send a sample event now and log it as a test delivery; answers 200 with the outcome (owner, admin)',
        params: providerParams,
      },
    },
    async (request) => {
      const provider = parseProvider(request.params.provider);
      const { message, result } = await integrations.test(await tenantOf(request), provider);
      return ok(message, result);
    },
  );
};
