import { liveChatTexts, liveReplySchema } from '@concierge/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuard, requireSession } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { LiveChatService } from './service.js';
import { closeAllStreams, type StreamRegistry } from './sse.js';
import { streamToStaff } from './streams.js';

const tags = ['live chat'];
const security = [{ bearerAuth: [] }];
const conversationParams = z.object({ sessionId: z.string().max(100) });
const statsQuery = z.object({
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
});

/** Issue 9: the staff's live conversations (list, take, reply, release, end) and their stream. */
export const liveChatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const live = new LiveChatService(ctx);
  const streams: StreamRegistry = new Set();
  app.addHook('onRequest', createAuthGuard(ctx));
  app.addHook('preClose', () => closeAllStreams(streams));
  const tenantOf = (request: FastifyRequest) => resolveTenant(ctx.db, request);
  const accountOf = (request: FastifyRequest) => requireSession(request).account;

  app.get(
    '/live/conversations',
    {
      schema: {
        tags,
        security,
        summary:
          'Open conversations: waiting (oldest first), held, and bot chats active in the last 30 minutes',
      },
    },
    async (request) => ok('OK', await live.list(await tenantOf(request))),
  );

  app.get(
    '/live/conversations/:sessionId',
    {
      schema: {
        tags,
        security,
        summary: 'One conversation with its bot turns and live messages, oldest first',
        params: conversationParams,
      },
    },
    async (request) =>
      ok('OK', await live.detail(await tenantOf(request), request.params.sessionId)),
  );

  app.post(
    '/live/conversations/:sessionId/take',
    {
      schema: {
        tags,
        security,
        summary: 'Take a waiting (or bot) conversation: the visitor now talks to you',
        params: conversationParams,
      },
    },
    async (request) =>
      ok(
        liveChatTexts.taken,
        await live.take(await tenantOf(request), accountOf(request), request.params.sessionId),
      ),
  );

  app.post(
    '/live/conversations/:sessionId/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Reply to the visitor of a conversation you hold',
        params: conversationParams,
        body: liveReplySchema,
      },
    },
    async (request) =>
      ok(
        'OK',
        await live.reply(
          await tenantOf(request),
          accountOf(request),
          request.params.sessionId,
          request.body.text,
        ),
      ),
  );

  app.post(
    '/live/conversations/:sessionId/release',
    {
      schema: {
        tags,
        security,
        summary: 'Hand the conversation back to the bot (its holder, or an admin)',
        params: conversationParams,
      },
    },
    async (request) =>
      ok(
        liveChatTexts.released,
        await live.release(await tenantOf(request), accountOf(request), request.params.sessionId),
      ),
  );

  app.post(
    '/live/conversations/:sessionId/end',
    {
      schema: {
        tags,
        security,
        summary: 'End the conversation you hold',
        params: conversationParams,
      },
    },
    async (request) =>
      ok(
        liveChatTexts.ended,
        await live.end(await tenantOf(request), accountOf(request), request.params.sessionId),
      ),
  );

  app.post(
    '/live/conversations/:sessionId/typing',
    {
      schema: {
        tags,
        security,
        summary: 'Tell the visitor you are typing',
        params: conversationParams,
      },
    },
    async (request) => {
      await live.typing(await tenantOf(request), accountOf(request), request.params.sessionId);
      return ok('OK', null);
    },
  );

  app.get(
    '/live/stats',
    {
      schema: {
        tags,
        security,
        summary: 'Handoffs requested in a range of days (organization timezone; default 30 days)',
        querystring: statsQuery,
      },
    },
    async (request) => ok('OK', await live.stats(await tenantOf(request), request.query)),
  );

  app.get(
    '/live/stream',
    {
      schema: {
        tags,
        security,
        summary:
          'Server-sent events of the organization: conversation, message, typing. Marks you online.',
      },
    },
    async (request, reply) => {
      await streamToStaff(
        ctx,
        streams,
        request,
        reply,
        await tenantOf(request),
        accountOf(request),
      );
    },
  );
};
