import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { enqueueJob } from '../../platform/jobs/queue.js';
import * as knowledgeQueries from '../knowledge/queries.js';
import { saveNewVersion } from '../knowledge/entry-content.js';
import { crawlSite } from './crawl-site.js';
import { CrawlError } from './errors.js';
import * as queries from './queries.js';
import { nextCrawlAfter } from './next-crawl.js';
import { CRAWLER_NAME, storeCrawledPage } from './store-page.js';
import type { CrawlSettings } from './types.js';

export const RUN_CRAWL_JOB = 'crawler.run';
/** Queued by the knowledge base's "Reprocess Content" on a crawled page. */
export const REFETCH_PAGE_JOB = 'crawler.refetch-page';

const SCHEDULE_EVERY_MS = 60_000;
const UNEXPECTED = 'The crawl stopped unexpectedly. It will be tried again at the next run.';

function settings(
  ctx: AppContext,
  startUrl: string,
): Omit<CrawlSettings, 'scope' | 'excludePatterns'> {
  return {
    startUrl,
    maxPages: ctx.config.crawler.maxPages,
    allowPrivateNetworks: ctx.config.crawler.allowPrivateNetworks,
    userAgent: `ConciergeBot/1.0 (+${ctx.config.publicUrl})`,
  };
}

/** Crawls one site: live counts, each page stored as it comes, pause or delete stop it. */
export function runCrawlJob(ctx: AppContext) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const config = await queries.findCrawlConfigById(ctx.db, String(payload.crawlConfigId));
    if (!config || config.status === 'paused') return;
    await queries.updateCrawlConfig(ctx.db, config.id, {
      status: 'crawling',
      pagesFound: 0,
      pagesProcessed: 0,
      lastError: null,
    });

    const stop = new AbortController();
    let processed = 0;
    // Set when the plan's knowledge entries are full: the crawl ends early, saying why.
    let limitReached: string | null = null;
    let outcome: queries.CrawlConfigChanges;
    try {
      const result = await crawlSite(
        {
          ...settings(ctx, config.url),
          scope: config.scope,
          excludePatterns: config.excludePatterns,
        },
        {
          onPagesFound: async (found) => {
            await queries.updateCrawlConfig(ctx.db, config.id, { pagesFound: found });
          },
          onPage: async (page) => {
            const current = await queries.findCrawlConfigById(ctx.db, config.id);
            if (!current || current.status === 'paused') {
              stop.abort();
              return;
            }
            try {
              await ctx.db.transaction((tx) => storeCrawledPage(tx, config, page));
            } catch (error) {
              if (!(error instanceof AppError && error.statusCode === 409)) throw error;
              limitReached = error.message;
              stop.abort();
              return;
            }
            processed += 1;
            await queries.updateCrawlConfig(ctx.db, config.id, { pagesProcessed: processed });
          },
        },
        stop.signal,
      );
      outcome = { status: 'active', pagesFound: result.pagesFound, lastError: limitReached };
    } catch (error) {
      if (!(error instanceof CrawlError))
        ctx.log.error({ err: error, crawl: config.id }, 'crawl failed');
      outcome = {
        status: 'failed',
        lastError: error instanceof CrawlError ? error.message : UNEXPECTED,
      };
    }
    const finishedAt = new Date();
    const current = await queries.findCrawlConfigById(ctx.db, config.id);
    if (!current) return; // deleted while crawling
    await queries.updateCrawlConfig(ctx.db, config.id, {
      ...outcome,
      ...(current.status === 'paused' ? { status: 'paused' } : {}),
      pagesProcessed: processed,
      lastCrawledAt: finishedAt,
      nextCrawlAt: nextCrawlAfter(finishedAt, current.frequency),
    });
  };
}

/** "Reprocess Content" on a crawled page: fetch that one page again. */
export function refetchPageJob(ctx: AppContext) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const entry = await knowledgeQueries.findEntryRow(ctx.db, String(payload.entryId));
    if (!entry || entry.status !== 'crawling' || !entry.url) return;
    const url = entry.url;
    let reason = 'The page returned no readable text';
    try {
      await crawlSite(
        { ...settings(ctx, url), scope: 'page', excludePatterns: [], maxPages: 1 },
        {
          onPagesFound: async () => undefined,
          onPage: async (page) => {
            await ctx.db.transaction((tx) =>
              saveNewVersion(tx, entry, {
                title: page.title,
                content: page.text,
                modifiedBy: CRAWLER_NAME,
              }),
            );
          },
        },
      );
    } catch (error) {
      reason = error instanceof CrawlError ? error.message : UNEXPECTED;
    }
    const after = await knowledgeQueries.findEntryRow(ctx.db, entry.id);
    if (after?.status === 'crawling') {
      await knowledgeQueries.updateEntryRow(ctx.db, entry.id, {
        status: 'failed',
        failureReason: reason,
      });
    }
  };
}

/** The scheduler: every minute, queue the crawls whose next run is due. */
export function scheduleDueCrawls(ctx: AppContext) {
  return async (): Promise<void> => {
    const queued = await ctx.db.transaction(async (tx) => {
      const due = await queries.claimDueCrawls(tx);
      for (const crawl of due) {
        await enqueueJob(tx, {
          type: RUN_CRAWL_JOB,
          organizationId: crawl.organizationId,
          payload: { crawlConfigId: crawl.id },
          maxAttempts: 2,
        });
      }
      return due.length;
    });
    if (queued > 0) ctx.worker.kick();
  };
}

export function registerCrawlerJobs(ctx: AppContext): void {
  ctx.worker.register(RUN_CRAWL_JOB, runCrawlJob(ctx));
  ctx.worker.register(REFETCH_PAGE_JOB, refetchPageJob(ctx));
  ctx.worker.every(SCHEDULE_EVERY_MS, scheduleDueCrawls(ctx));
}
