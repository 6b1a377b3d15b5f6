import {
  answerQuestionGroupSchema,
  conversationsQuerySchema,
  dismissQuestionGroupSchema,
  staffMessages,
  unansweredQuerySchema,
} from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuard, requireSession } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { ConversationService, EXPORT_HEADER } from './service.js';
import { UnansweredService } from './unanswered-service.js';

const tags = ['conversations'];
const security = [{ bearerAuth: [] }];
const exportQuerySchema = conversationsQuerySchema.omit({ page: true, limit: true });

/** The conversations list and detail SPEC leaves open, unanswered questions and the CSV export. */
export const conversationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const conversations = new ConversationService(ctx);
  const unanswered = new UnansweredService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));
  const tenantOf = (request: Parameters<typeof requireSession>[0]) =>
    resolveTenant(ctx.db, request);

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        security,
        summary:
          'Chats with a visitor message started in the last 7 or 30 days, newest first; outcome filter and search (message, name, e-mail)',
        querystring: conversationsQuerySchema,
      },
    },
    async (request) => ok('OK', await conversations.list(await tenantOf(request), request.query)),
  );

  app.get(
    '/conversations/export',
    {
      schema: {
        tags,
        security,
        summary: 'The filtered conversations as CSV, one row per message',
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const tenant = await tenantOf(request);
      const range = await conversations.range(tenant, request.query.days);
      return sendCsv(
        reply,
        `conversations-last-${request.query.days}-days-${range.lastDay}.csv`,
        EXPORT_HEADER,
        conversations.exportRows(tenant, range, request.query),
      );
    },
  );

  app.get(
    '/conversations/unanswered',
    {
      schema: {
        tags,
        security,
        summary:
          'Groups of similar questions the bot could not answer, largest first, a page at a time (neither answered nor dismissed)',
        querystring: unansweredQuerySchema,
      },
    },
    async (request) => ok('OK', await unanswered.list(await tenantOf(request), request.query)),
  );

  app.post(
    '/conversations/unanswered/dismiss',
    {
      schema: {
        tags,
        security,
        summary:
          'Mark a group not relevant (spam, off-topic): its questions leave the list; asked again later, it returns',
        body: dismissQuestionGroupSchema,
      },
    },
    async (request) =>
      ok(
        staffMessages.questionDismissed,
        await unanswered.dismiss(await tenantOf(request), request.body.key),
      ),
  );

  app.post(
    '/conversations/unanswered/answer',
    {
      schema: {
        tags,
        security,
        summary: 'Answer a group: adds a Q&A entry and marks the group’s questions answered',
        body: answerQuestionGroupSchema,
      },
    },
    async (request) =>
      ok(
        staffMessages.answerAdded,
        await unanswered.answer(await tenantOf(request), requireSession(request), request.body),
      ),
  );

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One conversation with its messages',
        params: z.object({ id: z.string().max(100) }),
      },
    },
    async (request) =>
      ok('OK', await conversations.detail(await tenantOf(request), request.params.id)),
  );
};
