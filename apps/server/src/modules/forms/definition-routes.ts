import { applyFormTemplateSchema, formDefinitionListSchema } from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthGuard, requireSession } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { FormDefinitionService } from './definition-service.js';

const tags = ['forms'];
const security = [{ bearerAuth: [] }];

/** Issue 22: the organization's form definitions and the industry templates. */
export const formDefinitionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const definitions = new FormDefinitionService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));

  app.get(
    '/auth/form-definitions',
    {
      schema: {
        tags,
        security,
        summary:
          "The organization's forms in order (the lab's five for an organization that never changed them)",
      },
    },
    async (request) => {
      const tenant = await resolveTenant(ctx.db, request);
      const storeDefault = requireSession(request).account.onboardingCompleted;
      return ok('OK', await definitions.list(tenant, { storeDefault }));
    },
  );

  app.put(
    '/auth/form-definitions',
    {
      schema: {
        tags,
        security,
        summary: "Replace the organization's whole, ordered list of forms (editors and up)",
        body: formDefinitionListSchema,
      },
    },
    async (request) => {
      const tenant = await resolveTenant(ctx.db, request);
      const { message, forms } = await definitions.replace(tenant, request.body.forms);
      return ok(message, forms);
    },
  );

  app.post(
    '/auth/form-definitions/apply-template',
    {
      schema: {
        tags,
        security,
        summary: "Replace the organization's forms with an industry's template (editors and up)",
        body: applyFormTemplateSchema,
      },
    },
    async (request) => {
      const tenant = await resolveTenant(ctx.db, request);
      const { message, forms } = await definitions.applyTemplate(tenant, request.body.industry);
      return ok(message, forms);
    },
  );

  app.get(
    '/auth/form-templates',
    {
      schema: {
        tags,
        security,
        summary: 'Each onboarding industry and the names of its template’s forms',
      },
    },
    () => ok('OK', definitions.templates()),
  );
};
