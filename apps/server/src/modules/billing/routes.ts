import { changePlanSchema } from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthGuard } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { BillingService } from './service.js';

/** Issue 8: the organization's plan, its usage and the plans it may change to. */
export const billingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['billing'];
  const security = [{ bearerAuth: [] }];
  const billing = new BillingService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));

  app.get(
    '/billing',
    {
      schema: {
        tags,
        security,
        summary:
          'The plan, this month’s chats, seats, knowledge entries and connected integrations against its limits, and the plans on offer',
      },
    },
    async (request) => ok('OK', await billing.overview(await resolveTenant(ctx.db, request))),
  );

  app.post(
    '/billing/plan',
    {
      schema: {
        tags,
        security,
        summary:
          'Move the organization to another offered plan, at once; refused when usage is above the new limits (owner)',
        body: changePlanSchema,
      },
    },
    async (request) => {
      const { message, overview } = await billing.changePlan(
        await resolveTenant(ctx.db, request),
        request.body.plan_id,
      );
      return ok(message, overview);
    },
  );
};
