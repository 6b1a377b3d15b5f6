import { formStatusUpdateSchema, pagingQuerySchema } from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuard } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { FORMS_CSV_HEADER, formsCsvFileName } from './csv-export.js';
import { FormService } from './service.js';

const tags = ['forms'];
const security = [{ bearerAuth: [] }];

/** SPEC §7 /user/get_submitted_forms and update_form_status, and the forms CSV export. */
export const formRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const forms = new FormService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));

  app.get(
    '/user/get_submitted_forms',
    {
      schema: {
        tags,
        security,
        summary: 'Submitted forms, newest first',
        querystring: pagingQuerySchema,
      },
    },
    async (request) =>
      ok('OK', await forms.list(await resolveTenant(ctx.db, request), request.query)),
  );

  app.get(
    '/user/get_submitted_forms/export',
    {
      schema: {
        tags,
        security,
        summary:
          'All submitted forms as a CSV download, newest first: Form ID, Category, Status, Submitted At, Full Name, Email, Phone, Session ID, Data',
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const tenant = await resolveTenant(ctx.db, request);
      return sendCsv(reply, formsCsvFileName(new Date()), FORMS_CSV_HEADER, forms.csvRows(tenant));
    },
  );

  app.get(
    '/user/get_submitted_forms/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One submitted form by its id (404 for an unknown id or another organization’s)',
        params: z.object({ id: z.string().max(100) }),
      },
    },
    async (request) =>
      ok('OK', await forms.get(await resolveTenant(ctx.db, request), request.params.id)),
  );

  app.put(
    '/user/update_form_status/:id',
    {
      schema: {
        tags,
        security,
        summary: "Process ('True') or cancel ('False') a submitted form",
        params: z.object({ id: z.string().max(100) }),
        body: formStatusUpdateSchema,
      },
    },
    async (request) => {
      const { message, form } = await forms.updateStatus(
        await resolveTenant(ctx.db, request),
        request.params.id,
        request.body.status,
      );
      return ok(message, form);
    },
  );
};
