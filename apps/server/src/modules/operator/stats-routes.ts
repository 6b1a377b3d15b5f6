import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthGuard } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { requireOperator } from '../../platform/operator-guard.js';
import type { RequestStats } from '../../platform/request-stats.js';
import { StatsService } from './stats-service.js';

/** Operator console (issue 8). Platform stats and system health. */
export const operatorStatsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  requestStats: RequestStats;
}> = async (app, { ctx, requestStats }) => {
  const tags = ['operator'];
  const security = [{ bearerAuth: [] }];
  const stats = new StatsService(ctx, requestStats);
  app.addHook('onRequest', createAuthGuard(ctx));
  app.addHook('onRequest', async (request) => {
    requireOperator(request);
  });

  app.get(
    '/operator/stats',
    {
      schema: {
        tags,
        security,
        summary:
          'Platform totals (organizations, users, conversations, subscriptions, revenue, churn, tenants per status) and system health (operator)',
      },
    },
    async () => ok('OK', await stats.platformStats()),
  );
};
