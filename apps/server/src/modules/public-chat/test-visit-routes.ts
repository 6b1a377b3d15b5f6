import type { TestVisit } from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthGuard } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { ensureChatbotSettings } from '../chatbot/queries.js';
import { TestVisitTokens } from './test-visit-token.js';

/**
 * Bot Setup → Deploy → Test Deployment: the preview page's address with a signed test token, so
 * the chats a member starts there are marked as tests and stay out of Users and every figure.
 */
export const testVisitRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tokens = new TestVisitTokens(ctx.codeSecret);
  app.addHook('onRequest', createAuthGuard(ctx));

  app.get(
    '/auth/chatbot-settings/test-visit',
    {
      schema: {
        tags: ['bot'],
        security: [{ bearerAuth: [] }],
        summary: 'Test Deployment: the preview page, whose chats count as staff tests (1 hour)',
      },
    },
    async (request) => {
      const { organizationId } = await resolveTenant(ctx.db, request);
      const bot = await ensureChatbotSettings(ctx.db, organizationId);
      const { token, expiresAt } = tokens.sign(bot.id);
      const query = new URLSearchParams({ botId: bot.id, test: token });
      const visit: TestVisit = {
        url: `/widget-preview?${query.toString()}`,
        test_token: token,
        expires_at: expiresAt.toISOString(),
      };
      return ok('OK', visit);
    },
  );
};
