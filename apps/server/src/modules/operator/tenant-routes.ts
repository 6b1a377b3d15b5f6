import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthGuard } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';

/** Operator console (issue 8). Tenants: list, detail, export, add, suspend, activate, delete. */
export const operatorTenantRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', createAuthGuard(ctx));
};
