import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { ok } from '../../platform/envelope.js';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database reachability' } },
    async (request) => {
      try {
        await ctx.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError(503, 'Database unreachable', { db: 'down' });
      }
      return ok('OK', { db: 'ok' });
    },
  );
};
