import { createPlanSchema, planFieldsSchema } from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuard } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { requireOperator } from '../../platform/operator-guard.js';
import { PlanService } from './plan-service.js';

const planParams = z.object({ id: z.string().max(100) });

/** Operator console (issue 8). Packages and plans: list, create, edit, activate, deactivate. */
export const operatorPlanRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['operator'];
  const security = [{ bearerAuth: [] }];
  const plans = new PlanService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));
  // Before validation, so nobody but the operator learns what a valid body looks like.
  app.addHook('onRequest', async (request) => {
    requireOperator(request);
  });

  app.get(
    '/operator/plans',
    {
      schema: {
        tags,
        security,
        summary:
          'Every plan, offered or not, with its subscribers: the offered ones cheapest first, then the others',
      },
    },
    async () => ok('OK', await plans.list()),
  );

  app.post(
    '/operator/plans',
    {
      schema: {
        tags,
        security,
        summary: 'Create a plan, offered in Billing at once; 409 when the id is taken',
        body: createPlanSchema,
      },
    },
    async (request) => {
      const { message, plan } = await plans.create(request.body);
      return ok(message, plan);
    },
  );

  app.put(
    '/operator/plans/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Edit a plan; organizations on it get the new limits at once. Popular moves to this plan',
        params: planParams,
        body: planFieldsSchema,
      },
    },
    async (request) => {
      const { message, plan } = await plans.update(request.params.id, request.body);
      return ok(message, plan);
    },
  );

  for (const action of ['activate', 'deactivate'] as const) {
    app.post(
      `/operator/plans/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary:
            action === 'activate'
              ? 'Offer the plan in Billing (not the trial: 409)'
              : 'Stop offering the plan in Billing; organizations on it keep it',
          params: planParams,
        },
      },
      async (request) => {
        const { message, plan } = await plans.setActive(request.params.id, action === 'activate');
        return ok(message, plan);
      },
    );
  }
};
