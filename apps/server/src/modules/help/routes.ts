import {
  createTicketSchema,
  HELP_CATEGORIES,
  helpMessages,
  helpVoteSchema,
  ticketReplySchema,
} from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuard, requireSession } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { HelpService } from './service.js';

const helpQuerySchema = z.object({
  search: z.string().trim().max(200, { error: 'Keep the search under 200 characters' }).optional(),
  category: z
    .enum(HELP_CATEGORIES, { error: `Category must be one of: ${HELP_CATEGORIES.join(', ')}` })
    .optional(),
});
const itemParams = z.object({ id: z.string().min(1).max(200) });
const ticketParams = z.object({ id: z.string().max(100) });

/** Issue 8: help articles and FAQs with their votes, and the organization's support tickets. */
export const helpRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['help'];
  const security = [{ bearerAuth: [] }];
  const help = new HelpService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));

  app.get(
    '/help/articles',
    {
      schema: {
        tags,
        security,
        summary:
          'Help articles with their helpful counts and your vote; search over title, content and tags',
        querystring: helpQuerySchema,
      },
    },
    async (request) =>
      ok('OK', await help.listArticles(requireSession(request).account.id, request.query)),
  );

  app.get(
    '/help/faqs',
    {
      schema: {
        tags,
        security,
        summary: 'Frequently asked questions with their helpful counts and your vote',
        querystring: helpQuerySchema,
      },
    },
    async (request) =>
      ok('OK', await help.listFaqs(requireSession(request).account.id, request.query)),
  );

  for (const kind of ['article', 'faq'] as const) {
    app.post(
      kind === 'article' ? '/help/articles/:id/vote' : '/help/faqs/:id/vote',
      {
        schema: {
          tags,
          security,
          summary: `Say whether the ${kind === 'article' ? 'article' : 'FAQ entry'} helped; a second vote replaces the first`,
          params: itemParams,
          body: helpVoteSchema,
        },
      },
      async (request) =>
        ok(
          helpMessages.thanksForFeedback,
          await help.vote(
            requireSession(request).account.id,
            kind,
            request.params.id,
            request.body.helpful,
          ),
        ),
    );
  }

  app.get(
    '/support/tickets',
    {
      schema: {
        tags,
        security,
        summary: "The organization's support tickets, newest activity first",
      },
    },
    async (request) => ok('OK', await help.listTickets(await resolveTenant(ctx.db, request))),
  );

  app.post(
    '/support/tickets',
    {
      schema: {
        tags,
        security,
        summary: 'Ask support: the message is the ticket’s first message (any member)',
        body: createTicketSchema,
      },
    },
    async (request) =>
      ok(
        helpMessages.ticketCreated,
        await help.createTicket(
          await resolveTenant(ctx.db, request),
          requireSession(request).account.id,
          request.body,
        ),
      ),
  );

  app.get(
    '/support/tickets/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A ticket of the organization with its messages',
        params: ticketParams,
      },
    },
    async (request) =>
      ok('OK', await help.getTicket(await resolveTenant(ctx.db, request), request.params.id)),
  );

  app.post(
    '/support/tickets/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Reply on a ticket; a reply reopens a resolved ticket, a closed one answers 409',
        params: ticketParams,
        body: ticketReplySchema,
      },
    },
    async (request) =>
      ok(
        helpMessages.replySent,
        await help.replyAsMember(
          await resolveTenant(ctx.db, request),
          requireSession(request).account.id,
          request.params.id,
          request.body.message,
        ),
      ),
  );
};
