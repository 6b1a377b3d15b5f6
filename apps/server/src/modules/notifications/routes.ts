import { notificationMessages, notificationPreferencesSchema } from '@concierge/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuard, requireSession } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { markOnline } from '../live-chat/presence.js';
import type { Recipient } from './queries.js';
import { NotificationService } from './service.js';

/** Issue 7: the header's bell and Settings → Notifications, per member of the current organization. */
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['notifications'];
  const security = [{ bearerAuth: [] }];
  const notifications = new NotificationService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));

  const recipientOf = async (request: FastifyRequest): Promise<Recipient> => ({
    organizationId: (await resolveTenant(ctx.db, request)).organizationId,
    accountId: requireSession(request).account.id,
  });

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'The newest notifications of the signed-in member, and how many are unread',
      },
    },
    async (request) => {
      const tenant = await resolveTenant(ctx.db, request);
      const accountId = requireSession(request).account.id;
      // The bell polls this while the dashboard is open: that member can be handed a live chat.
      await markOnline(ctx.db, tenant, accountId);
      return ok(
        'OK',
        await notifications.list({ organizationId: tenant.organizationId, accountId }),
      );
    },
  );

  app.post(
    '/notifications/read-all',
    { schema: { tags, security, summary: 'Mark every notification of the member read' } },
    async (request) =>
      ok(notificationMessages.allRead, await notifications.markAllRead(await recipientOf(request))),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark one notification read (again is fine); answers the unread count',
        params: z.object({ id: z.string() }),
      },
    },
    async (request) =>
      ok('OK', await notifications.markRead(await recipientOf(request), request.params.id)),
  );

  app.get(
    '/notifications/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'The member’s four notification toggles (SPEC §2), on by default',
      },
    },
    async (request) => ok('OK', await notifications.preferences(await recipientOf(request))),
  );

  app.put(
    '/notifications/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Turn any of the member’s notification toggles on or off; answers all four',
        body: notificationPreferencesSchema,
      },
    },
    async (request) =>
      ok(
        notificationMessages.preferencesSaved,
        await notifications.updatePreferences(await recipientOf(request), request.body),
      ),
  );
};
