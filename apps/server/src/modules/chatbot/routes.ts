import { chatbotSettingsUpdateSchema } from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuard } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { ChatbotService } from './service.js';

const tags = ['bot'];
const security = [{ bearerAuth: [] }];

/** SPEC §7 chatbot-settings calls, and the live preview's replies. */
export const chatbotRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const chatbot = new ChatbotService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));

  app.get(
    '/auth/chatbot-settings',
    {
      schema: {
        tags,
        security,
        summary: 'The bot settings, as a list of one (SPEC §9 defaults at first)',
      },
    },
    async (request) => ok('OK', await chatbot.get(await resolveTenant(ctx.db, request))),
  );

  app.post(
    '/auth/chatbot-settings',
    {
      schema: {
        tags,
        security,
        summary: 'Save one tab of the bot settings (multipart): botId plus that tab’s fields',
        consumes: ['multipart/form-data', 'application/json'],
        body: chatbotSettingsUpdateSchema,
      },
    },
    async (request) => {
      const { message, settings } = await chatbot.update(
        await resolveTenant(ctx.db, request),
        request.body,
      );
      return ok(message, settings);
    },
  );

  app.post(
    '/auth/chatbot-settings/preview',
    {
      schema: {
        tags,
        security,
        summary: 'The reply the bot would give (live preview), from the real engine',
        body: z.object({ text: z.string().trim().min(1).max(1000) }),
      },
    },
    async (request) =>
      ok('OK', await chatbot.preview(await resolveTenant(ctx.db, request), request.body.text)),
  );
};
