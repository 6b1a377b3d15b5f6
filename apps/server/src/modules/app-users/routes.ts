import { pagingQuerySchema, usersQuerySchema } from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuard } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { AppUserService } from './service.js';

const tags = ['users'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string().max(100) });

/** SPEC §7 /user/get_users, get_user_chats and get_session_chats, and one user by id. */
export const appUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const appUsers = new AppUserService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));

  app.get(
    '/user/get_users',
    {
      schema: {
        tags,
        security,
        summary:
          'App users, newest first, with chat count and latest session; search by username, e-mail or phone',
        querystring: usersQuerySchema,
      },
    },
    async (request) =>
      ok('OK', await appUsers.list(await resolveTenant(ctx.db, request), request.query)),
  );

  app.get(
    '/user/get_users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One app user by id, shaped as in the list (404 for an unknown id)',
        params: idParams,
      },
    },
    async (request) =>
      ok('OK', await appUsers.get(await resolveTenant(ctx.db, request), request.params.id)),
  );

  app.get(
    '/user/get_user_chats/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'One app user’s chat sessions (with at least one turn), most recent first, each with its turns oldest first',
        params: idParams,
        querystring: pagingQuerySchema,
      },
    },
    async (request) =>
      ok(
        'OK',
        await appUsers.userChats(
          await resolveTenant(ctx.db, request),
          request.params.id,
          request.query,
        ),
      ),
  );

  app.get(
    '/user/get_session_chats/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One chat session by id (a submitted form’s session_id), as a list of one',
        params: idParams,
      },
    },
    async (request) =>
      ok(
        'OK',
        await appUsers.sessionChats(await resolveTenant(ctx.db, request), request.params.id),
      ),
  );
};
