import { authMessages, organizationInfoUpdateSchema } from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthGuard, requireSession } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { OrganizationService } from './service.js';

const tags = ['organizations'];
const security = [{ bearerAuth: [] }];

export const organizationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const organizations = new OrganizationService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));

  app.get(
    '/auth/organizations',
    {
      schema: {
        tags,
        security,
        summary: 'The organizations of the signed-in account, with plan and usage',
      },
    },
    async (request) => ok('OK', await organizations.list(requireSession(request))),
  );

  app.put(
    '/auth/organization-info',
    {
      schema: {
        tags,
        security,
        summary:
          'Rename the current organization and set its website (owner or admin; multipart or JSON)',
        consumes: ['multipart/form-data', 'application/json'],
        body: organizationInfoUpdateSchema,
      },
    },
    async (request) =>
      ok(
        authMessages.organizationUpdated,
        await organizations.update(await resolveTenant(ctx.db, request), request.body),
      ),
  );
};
