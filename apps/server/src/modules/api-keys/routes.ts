import {
  API_KEY_ENVIRONMENTS,
  apiKeyMessages,
  conversationsQuerySchema,
  pagingQuerySchema,
  usersQuerySchema,
} from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuard, requireSession } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { AppUserService } from '../app-users/service.js';
import { ConversationService } from '../conversations/service.js';
import { organizationForms } from '../forms/organization-forms.js';
import { FormService } from '../forms/service.js';
import { createApiKeyGuard, requireApiKeyTenant } from './key-auth.js';
import { ApiKeyService } from './service.js';

/** Issue 7: the dashboard's API-key calls and the read-only integration API the keys open. */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(apiKeyManagementRoutes, { ctx });
  await app.register(integrationRoutes, { ctx });
};

const apiKeyManagementRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['api-keys'];
  const security = [{ bearerAuth: [] }];
  const apiKeys = new ApiKeyService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));

  app.get(
    '/api-keys',
    {
      schema: {
        tags,
        security,
        summary:
          'The production and development keys, masked (prefix and last four), or null where none exists',
      },
    },
    async (request) => ok('OK', await apiKeys.list(await resolveTenant(ctx.db, request))),
  );

  app.post(
    '/api-keys/:environment/regenerate',
    {
      schema: {
        tags,
        security,
        summary:
          'Create a new key of the environment, shown in full this once; the previous key stops working at once (owner, admin)',
        params: z.object({
          environment: z.enum(API_KEY_ENVIRONMENTS, { error: apiKeyMessages.unknownEnvironment }),
        }),
      },
    },
    async (request) => {
      const { message, key } = await apiKeys.regenerate(
        await resolveTenant(ctx.db, request),
        requireSession(request).account.id,
        request.params.environment,
      );
      return ok(message, key);
    },
  );
};

const integrationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['integration-api'];
  const security = [{ apiKey: [] }];
  const forms = new FormService(ctx);
  const appUsers = new AppUserService(ctx);
  const conversations = new ConversationService(ctx);
  app.decorateRequest('apiKeyTenant', null);
  app.addHook('onRequest', createApiKeyGuard(ctx));

  app.get(
    '/v1/forms',
    {
      schema: {
        tags,
        security,
        summary: 'Submitted forms of the key’s organization, newest first',
        querystring: pagingQuerySchema,
      },
    },
    async (request) => ok('OK', await forms.list(requireApiKeyTenant(request), request.query)),
  );

  app.get(
    '/v1/form-definitions',
    {
      schema: {
        tags,
        security,
        summary:
          "The key's organization's forms in order: each form's key, category and field labels, to read form_data by",
      },
    },
    async (request) =>
      ok('OK', await organizationForms(ctx.db, requireApiKeyTenant(request).organizationId)),
  );

  app.get(
    '/v1/app-users',
    {
      schema: {
        tags,
        security,
        summary:
          'App users of the key’s organization, newest first; search by username, e-mail or phone',
        querystring: usersQuerySchema,
      },
    },
    async (request) => ok('OK', await appUsers.list(requireApiKeyTenant(request), request.query)),
  );

  app.get(
    '/v1/conversations',
    {
      schema: {
        tags,
        security,
        summary:
          'Conversations of the key’s organization started in the last 7 or 30 days, newest first',
        querystring: conversationsQuerySchema,
      },
    },
    async (request) =>
      ok('OK', await conversations.list(requireApiKeyTenant(request), request.query)),
  );
};
