import {
  addCrawlSchema,
  knowledgeMessages as messages,
  updateCrawlSchema,
} from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuard } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { CrawlConfigService } from './service.js';

const tags = ['knowledge'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.string().max(100) });

/** Crawl settings of the knowledge base (paths SPEC leaves open), under /knowledge/crawls. */
export const crawlRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const crawls = new CrawlConfigService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));

  app.get(
    '/knowledge/crawls',
    { schema: { tags, security, summary: 'Crawl settings of every website, newest first' } },
    async (request) => ok('OK', await crawls.list(await resolveTenant(ctx.db, request))),
  );

  app.post(
    '/knowledge/crawls',
    {
      schema: {
        tags,
        security,
        summary: 'Add a website to crawl (scope page|site, frequency, excludePatterns); crawls now',
        body: addCrawlSchema,
      },
    },
    async (request) =>
      ok(messages.crawlAdded, await crawls.add(await resolveTenant(ctx.db, request), request.body)),
  );

  app.patch(
    '/knowledge/crawls/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Pause or resume ({paused}) and change scope, frequency or exclude patterns',
        params,
        body: updateCrawlSchema,
      },
    },
    async (request) =>
      ok(
        messages.crawlUpdated,
        await crawls.update(await resolveTenant(ctx.db, request), request.params.id, request.body),
      ),
  );

  app.delete(
    '/knowledge/crawls/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a website and every page entry it produced',
        params,
      },
    },
    async (request) => {
      await crawls.remove(await resolveTenant(ctx.db, request), request.params.id);
      return ok(messages.crawlDeleted, null);
    },
  );

  app.post(
    '/knowledge/crawls/:id/run',
    { schema: { tags, security, summary: 'Crawl this website now', params } },
    async (request) =>
      ok(
        messages.crawlQueued,
        await crawls.runNow(await resolveTenant(ctx.db, request), request.params.id),
      ),
  );
};
