import { addTenantSchema, deleteTenantSchema, tenantListQuerySchema } from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuard } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { requireOperator } from '../../platform/operator-guard.js';
import { TENANTS_CSV_HEADER, TenantService } from './tenant-service.js';

const tenantParams = z.object({ id: z.string().max(100) });

/** Operator console (issue 8). Tenants: list, detail, export, add, suspend, activate, delete. */
export const operatorTenantRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['operator'];
  const security = [{ bearerAuth: [] }];
  const tenants = new TenantService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));
  // Before validation, so nobody but the operator learns what the routes accept.
  app.addHook('onRequest', async (request) => {
    requireOperator(request);
  });

  app.get(
    '/operator/tenants',
    {
      schema: {
        tags,
        security,
        summary:
          'Tenants, newest first, 20 a page; search by name or owner e-mail, filter by status (operator)',
        querystring: tenantListQuerySchema,
      },
    },
    async (request) => ok('OK', await tenants.list(request.query)),
  );

  // A static path: Fastify matches it before /operator/tenants/:id whatever the order.
  app.get(
    '/operator/tenants/export',
    {
      schema: {
        tags,
        security,
        summary: 'Every tenant as a CSV download, tenants.csv (operator)',
        produces: ['text/csv'],
      },
    },
    async (_request, reply) => sendCsv(reply, 'tenants.csv', TENANTS_CSV_HEADER, tenants.csvRows()),
  );

  app.get(
    '/operator/tenants/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'A tenant with its members, pending invitations, knowledge entries and usage (operator)',
        params: tenantParams,
      },
    },
    async (request) => ok('OK', await tenants.detail(request.params.id)),
  );

  app.post(
    '/operator/tenants',
    {
      schema: {
        tags,
        security,
        summary: 'Add a tenant on a plan and mail an owner invitation to owner_email (operator)',
        body: addTenantSchema,
      },
    },
    async (request) => {
      const { message, tenant } = await tenants.add(requireOperator(request), request.body);
      return ok(message, tenant);
    },
  );

  app.post(
    '/operator/tenants/:id/suspend',
    {
      schema: {
        tags,
        security,
        summary:
          'Suspend a tenant: its members cannot sign in and its widget stops answering (operator)',
        params: tenantParams,
      },
    },
    async (request) => {
      const { message, tenant } = await tenants.suspend(request.params.id);
      return ok(message, tenant);
    },
  );

  app.post(
    '/operator/tenants/:id/activate',
    {
      schema: {
        tags,
        security,
        summary: 'Lift a suspension: sign-in and the widget work again (operator)',
        params: tenantParams,
      },
    },
    async (request) => {
      const { message, tenant } = await tenants.activate(request.params.id);
      return ok(message, tenant);
    },
  );

  app.delete(
    '/operator/tenants/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Delete a tenant, its data and the accounts that belonged only to it; confirm_name must be its name (operator)',
        params: tenantParams,
        body: deleteTenantSchema,
      },
    },
    async (request) => {
      const { message } = await tenants.remove(request.params.id, request.body.confirm_name);
      return ok(message, null);
    },
  );
};
