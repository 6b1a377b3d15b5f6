import {
  helpMessages,
  operatorMessages,
  ticketReplySchema,
  ticketStatusSchema,
} from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuard, requireSession } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { requireOperator } from '../../platform/operator-guard.js';
import { HelpService } from '../help/service.js';

const ticketParams = z.object({ id: z.string().max(100) });
const ticketListQuerySchema = z.object({ status: ticketStatusSchema.shape.status.optional() });

/** Operator console (issue 8). Support tickets of every tenant. */
export const operatorTicketRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['operator'];
  const security = [{ bearerAuth: [] }];
  const help = new HelpService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));
  app.addHook('onRequest', async (request) => {
    requireOperator(request);
  });

  app.get(
    '/operator/tickets',
    {
      schema: {
        tags,
        security,
        summary:
          "Every organization's support tickets, or those of one status, newest activity first",
        querystring: ticketListQuerySchema,
      },
    },
    async (request) => ok('OK', await help.listAllTickets(request.query.status)),
  );

  app.get(
    '/operator/tickets/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A ticket of any organization with its messages and its organization',
        params: ticketParams,
      },
    },
    async (request) => ok('OK', await help.getTicketForSupport(request.params.id)),
  );

  app.post(
    '/operator/tickets/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Answer as support: an open ticket moves to in-progress, a closed one answers 409',
        params: ticketParams,
        body: ticketReplySchema,
      },
    },
    async (request) =>
      ok(
        helpMessages.replySent,
        await help.replyAsSupport(
          requireSession(request).account.id,
          request.params.id,
          request.body.message,
        ),
      ),
  );

  app.put(
    '/operator/tickets/:id/status',
    {
      schema: {
        tags,
        security,
        summary: 'Set the ticket’s status',
        params: ticketParams,
        body: ticketStatusSchema,
      },
    },
    async (request) =>
      ok(
        operatorMessages.ticketStatusChanged,
        await help.setTicketStatus(request.params.id, request.body.status),
      ),
  );
};
