import {
  addContentSchema,
  knowledgeMessages as messages,
  listEntriesQuerySchema,
  updateEntrySchema,
} from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuard, requireSession } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { downloadHeaders } from './download-headers.js';
import { KnowledgeService } from './service.js';
import { acceptUploads } from './uploads.js';

const security = [{ bearerAuth: [] }];
const entryParams = z.object({ id: z.string().max(100) });

/** What the multipart plugin puts in the body for a file (see app.ts `onFile`). */
const uploadedFile = z.object({
  filename: z.string().min(1).max(255),
  data: z.custom<Buffer>((value) => Buffer.isBuffer(value)),
});
const uploadBody = z.object(
  {
    files: z.union([uploadedFile, z.array(uploadedFile).min(1).max(10)], {
      error: messages.noFiles,
    }),
  },
  { error: messages.noFiles },
);

const uploadQuery = z.object({
  replace: z.enum(['true', 'false'], { error: "replace must be 'true' or 'false'" }).optional(),
});

/** SPEC §7 content calls and the knowledge-base calls SPEC leaves open. */
export const knowledgeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const knowledge = new KnowledgeService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));
  const tenantOf = (request: Parameters<typeof requireSession>[0]) =>
    resolveTenant(ctx.db, request);

  app.post(
    '/content/add',
    {
      schema: {
        tags: ['knowledge'],
        security,
        summary: 'Add a Q&A (content_type=qa) or written content (content_type=written); multipart',
        consumes: ['multipart/form-data', 'application/json'],
        body: addContentSchema,
      },
    },
    async (request) =>
      ok(
        messages.contentAdded,
        await knowledge.addContent(await tenantOf(request), requireSession(request), request.body),
      ),
  );

  app.get(
    '/content/get-all',
    {
      schema: {
        tags: ['knowledge'],
        security,
        summary: 'Every entry as a content item (qa or written), newest first, at most 1000',
      },
    },
    async (request) => ok('OK', await knowledge.getAll(await tenantOf(request))),
  );

  app.get(
    '/knowledge/entries',
    {
      schema: {
        tags: ['knowledge'],
        security,
        summary: 'Entries with search (title and content), filters, pages, tab counts and summary',
        querystring: listEntriesQuerySchema,
      },
    },
    async (request) => ok('OK', await knowledge.list(await tenantOf(request), request.query)),
  );

  app.get(
    '/knowledge/entries/:id',
    {
      schema: {
        tags: ['knowledge'],
        security,
        summary: 'One entry with all its versions, newest first',
        params: entryParams,
      },
    },
    async (request) => ok('OK', await knowledge.detail(await tenantOf(request), request.params.id)),
  );

  app.post(
    '/knowledge/uploads',
    {
      schema: {
        tags: ['knowledge'],
        security,
        summary:
          'Upload documents (.pdf, .doc, .docx, .txt, .md; field "files", up to 10); each becomes a processing entry. A file named like an uploaded document, or with the same content, answers 409 unless ?replace=true, which replaces that document',
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        body: uploadBody,
      },
    },
    async (request) => {
      const { files } = request.body;
      return ok(
        messages.uploadQueued,
        await acceptUploads(
          ctx,
          await tenantOf(request),
          requireSession(request),
          Array.isArray(files) ? files : [files],
          { replace: request.query.replace === 'true' },
        ),
      );
    },
  );

  app.put(
    '/knowledge/entries/:id',
    {
      schema: {
        tags: ['knowledge'],
        security,
        summary: 'Edit title, content and tags; saves a new version',
        params: entryParams,
        body: updateEntrySchema,
      },
    },
    async (request) =>
      ok(
        messages.entryUpdated,
        await knowledge.update(
          await tenantOf(request),
          requireSession(request),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.post(
    '/knowledge/entries/:id/duplicate',
    { schema: { tags: ['knowledge'], security, summary: 'Copy an entry', params: entryParams } },
    async (request) =>
      ok(
        messages.entryDuplicated,
        await knowledge.duplicate(
          await tenantOf(request),
          requireSession(request),
          request.params.id,
        ),
      ),
  );

  app.delete(
    '/knowledge/entries/:id',
    {
      schema: {
        tags: ['knowledge'],
        security,
        summary: 'Delete an entry, its versions and passages (and its file when no copy uses it)',
        params: entryParams,
      },
    },
    async (request) => {
      await knowledge.remove(await tenantOf(request), request.params.id);
      return ok(messages.entryDeleted, null);
    },
  );

  app.post(
    '/knowledge/entries/:id/reprocess',
    {
      schema: {
        tags: ['knowledge'],
        security,
        summary: 'Read the text again: re-extract an upload, re-fetch a page, re-chunk typed text',
        params: entryParams,
      },
    },
    async (request) =>
      ok(
        messages.reprocessQueued,
        await knowledge.reprocess(await tenantOf(request), request.params.id),
      ),
  );

  app.get(
    '/knowledge/entries/:id/original',
    {
      schema: {
        tags: ['knowledge'],
        security,
        summary: 'Download the original uploaded file',
        params: entryParams,
      },
    },
    async (request, reply) => {
      const file = await knowledge.original(await tenantOf(request), request.params.id);
      return reply.headers(downloadHeaders(file.fileName, file.mimeType)).send(file.bytes);
    },
  );
};
