import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthGuard } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';

/** Operator console (issue 8). Packages and plans: list, create, edit, activate, deactivate. */
export const operatorPlanRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', createAuthGuard(ctx));
};
