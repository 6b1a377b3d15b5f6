import { formSubmissionMessages } from '@concierge/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { closeAllStreams, type StreamRegistry } from '../live-chat/sse.js';
import { streamToVisitor } from '../live-chat/streams.js';
import { PublicChatService, type VisitorCall } from './service.js';

const tags = ['public chat'];
const visitorSecurity = [{ visitorToken: [] }];
const MAX_MESSAGE = 1000;

const botParams = z.object({ botId: z.string().max(100) });
const sessionParams = z.object({ sessionId: z.string().max(100) });
const liveQuery = z.object({
  after: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'after must be a message id (a whole number)' })
    .optional(),
});

const formValue = z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]);

/**
 * The widget's calls (ARCHITECTURE: /api/public/*). Any page may call them (CORS answers its
 * Origin); the service refuses origins outside the bot's allowed domains.
 */
export const publicChatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const chat = new PublicChatService(ctx);
  const streams: StreamRegistry = new Set();
  app.addHook('preClose', () => closeAllStreams(streams));

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin) {
      void reply.header('access-control-allow-origin', origin);
      void reply.header('vary', 'Origin');
    }
  });
  app.options('/public/*', async (_request, reply) =>
    reply
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', 'content-type, authorization')
      .header('access-control-max-age', '600')
      .status(204)
      .send(),
  );

  const callOf = (request: FastifyRequest): VisitorCall => ({
    origin: request.headers.origin,
    ip: request.ip,
    host: request.headers.host,
  });
  const tokenOf = (request: FastifyRequest) =>
    /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
  const noContent = (reply: FastifyReply, message: string) => reply.send(ok(message, null));

  app.get(
    '/public/bots/:botId/config',
    { schema: { tags, summary: 'Appearance and behaviour the widget needs', params: botParams } },
    async (request) => ok('OK', await chat.config(request.params.botId, callOf(request))),
  );

  app.post(
    '/public/bots/:botId/sessions',
    {
      schema: {
        tags,
        summary: 'Start a chat: creates (or reuses, by e-mail) the app user and a session',
        params: botParams,
        body: z
          .object({
            username: z.string().trim().min(1).max(100).optional(),
            email: z.email({ error: 'Please enter a valid email address' }).max(254).optional(),
            phonenumber: z.string().trim().max(32).optional(),
            agreed_terms: z.boolean().optional(),
            /** Only Test Deployment's page sends it: the chat then counts in no figure. */
            test_token: z.string().max(200).optional(),
          })
          .default({}),
      },
    },
    async (request) =>
      ok('OK', await chat.startSession(request.params.botId, callOf(request), request.body)),
  );

  app.post(
    '/public/sessions/:sessionId/messages',
    {
      schema: {
        tags,
        security: visitorSecurity,
        summary: 'Send a visitor message; answers the assistant’s reply, stored as a chat turn',
        params: sessionParams,
        body: z.object({
          text: z
            .string({ error: 'Type a message' })
            .trim()
            .min(1, { error: 'Type a message' })
            .max(MAX_MESSAGE, { error: `Messages can be at most ${MAX_MESSAGE} characters` }),
        }),
      },
    },
    async (request) =>
      ok(
        'OK',
        await chat.sendMessage(
          request.params.sessionId,
          tokenOf(request),
          callOf(request),
          request.body.text,
        ),
      ),
  );

  app.post(
    '/public/sessions/:sessionId/forms',
    {
      schema: {
        tags,
        security: visitorSecurity,
        summary: 'Submit a form the assistant showed (stored as a Submitted form)',
        params: sessionParams,
        body: z.object({
          category: z
            .string({ error: formSubmissionMessages.unknownCategory })
            .trim()
            .min(1, { error: formSubmissionMessages.unknownCategory })
            .max(80, { error: formSubmissionMessages.unknownCategory }),
          /** The form's key from its formConfig; older widgets send the category only. */
          form_key: z.string().trim().max(40).optional(),
          form_id: z.string().trim().min(1).max(100),
          form_data: z
            .record(z.string().max(100), formValue)
            .refine((data) => Object.keys(data).length <= 40, {
              error: 'The form has too many fields',
            }),
        }),
      },
    },
    async (request) =>
      ok(
        'Form submitted successfully!',
        await chat.submitForm(
          request.params.sessionId,
          tokenOf(request),
          callOf(request),
          request.body,
        ),
      ),
  );

  app.post(
    '/public/sessions/:sessionId/feedback',
    {
      schema: {
        tags,
        security: visitorSecurity,
        summary: 'Like or dislike an answer',
        params: sessionParams,
        body: z.object({ turn_id: z.string().max(100), value: z.enum(['like', 'dislike']) }),
      },
    },
    async (request, reply) => {
      await chat.feedback(
        request.params.sessionId,
        tokenOf(request),
        callOf(request),
        request.body,
      );
      return noContent(reply, 'Thanks for your feedback!');
    },
  );

  app.post(
    '/public/sessions/:sessionId/end',
    {
      schema: { tags, security: visitorSecurity, summary: 'End the chat', params: sessionParams },
    },
    async (request, reply) => {
      await chat.end(request.params.sessionId, tokenOf(request), callOf(request));
      return noContent(reply, 'Chat ended');
    },
  );

  app.get(
    '/public/sessions/:sessionId/live',
    {
      schema: {
        tags,
        security: visitorSecurity,
        summary:
          'Server-sent events of a chat with a person: live messages after `after`, the state, then as they happen',
        params: sessionParams,
        querystring: liveQuery,
      },
    },
    async (request, reply) => {
      const { session } = await chat.requireSession(
        request.params.sessionId,
        tokenOf(request),
        callOf(request),
      );
      const origin = request.headers.origin;
      // A hijacked reply skips the onRequest hook's headers: the stream writes its own.
      const headers: Record<string, string> = origin
        ? { 'access-control-allow-origin': origin, vary: 'Origin' }
        : {};
      await streamToVisitor(
        ctx,
        streams,
        request,
        reply,
        session,
        Number(request.query.after ?? 0),
        headers,
      );
    },
  );

  app.post(
    '/public/sessions/:sessionId/typing',
    {
      schema: {
        tags,
        security: visitorSecurity,
        summary: 'The visitor is typing (shown to the person holding the chat)',
        params: sessionParams,
      },
    },
    async (request, reply) => {
      await chat.typing(request.params.sessionId, tokenOf(request), callOf(request));
      return noContent(reply, 'OK');
    },
  );
};
