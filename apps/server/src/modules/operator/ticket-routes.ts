import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthGuard } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';

/** Operator console (issue 8). Support tickets of every tenant. */
export const operatorTicketRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', createAuthGuard(ctx));
};
