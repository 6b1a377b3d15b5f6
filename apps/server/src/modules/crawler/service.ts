import {
  knowledgeMessages as messages,
  type AddCrawlInput,
  type CrawlConfig,
  type UpdateCrawlInput,
} from '@concierge/shared';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { enqueueJob } from '../../platform/jobs/queue.js';
import { requirePermission, type Tenant } from '../../platform/tenancy.js';
import { toCrawlConfig } from './crawl-config-mapper.js';
import { RUN_CRAWL_JOB } from './jobs.js';
import { nextCrawlAfter } from './next-crawl.js';
import * as queries from './queries.js';
import type { CrawlConfigRow } from './queries.js';

/** The crawl settings of SPEC §2 "Crawl Settings": add, list, pause/resume, change, delete, run. */
export class CrawlConfigService {
  constructor(private readonly ctx: AppContext) {}

  async add(tenant: Tenant, input: AddCrawlInput): Promise<CrawlConfig> {
    requirePermission(tenant, 'editContent');
    const url = new URL(input.url).toString();
    if (await queries.findCrawlConfigByUrl(this.ctx.db, tenant.organizationId, url)) {
      throw conflict('This website is already in your crawl settings');
    }
    const row = await this.ctx.db.transaction(async (tx) => {
      const created = await queries.insertCrawlConfig(tx, {
        organizationId: tenant.organizationId,
        url,
        scope: input.scope,
        frequency: input.frequency,
        excludePatterns: input.scope === 'site' ? input.excludePatterns : [],
        status: 'crawling',
      });
      await this.queueRun(tx, created);
      return created;
    });
    this.ctx.worker.kick();
    return toCrawlConfig(row);
  }

  async list(tenant: Tenant): Promise<CrawlConfig[]> {
    return (await queries.listCrawlConfigs(this.ctx.db, tenant.organizationId)).map(toCrawlConfig);
  }

  async update(tenant: Tenant, id: string, input: UpdateCrawlInput): Promise<CrawlConfig> {
    requirePermission(tenant, 'editContent');
    const current = await this.require(tenant, id);
    const scope = input.scope ?? current.scope;
    const frequency = input.frequency ?? current.frequency;
    const changes: queries.CrawlConfigChanges = {
      scope,
      frequency,
      excludePatterns: scope === 'site' ? (input.excludePatterns ?? current.excludePatterns) : [],
    };
    if (current.lastCrawledAt && frequency !== current.frequency) {
      changes.nextCrawlAt = nextCrawlAfter(current.lastCrawledAt, frequency);
    }
    if (input.paused === true) changes.status = 'paused';
    if (input.paused === false && current.status === 'paused') {
      changes.status = 'active';
      // Resuming a site that was never crawled (or is overdue) crawls it at the next check.
      changes.nextCrawlAt ??= current.nextCrawlAt ?? new Date();
    }
    const updated = await queries.updateCrawlConfig(this.ctx.db, current.id, changes);
    if (!updated) throw notFound(messages.crawlNotFound);
    return toCrawlConfig(updated);
  }

  /** Deletes the crawl settings and, through the foreign key, every page entry they produced. */
  async remove(tenant: Tenant, id: string): Promise<void> {
    requirePermission(tenant, 'editContent');
    const deleted = isUuid(id)
      ? await queries.deleteCrawlConfig(this.ctx.db, tenant.organizationId, id)
      : null;
    if (!deleted) throw notFound(messages.crawlNotFound);
  }

  async runNow(tenant: Tenant, id: string): Promise<CrawlConfig> {
    requirePermission(tenant, 'editContent');
    const current = await this.require(tenant, id);
    if (current.status === 'crawling') throw conflict('A crawl of this website is already running');
    if (current.status === 'paused') throw conflict('Resume this website before crawling it');
    const row = await this.ctx.db.transaction(async (tx) => {
      const updated = await queries.updateCrawlConfig(tx, current.id, {
        status: 'crawling',
        pagesFound: 0,
        pagesProcessed: 0,
        lastError: null,
      });
      if (!updated) throw notFound(messages.crawlNotFound);
      await this.queueRun(tx, updated);
      return updated;
    });
    this.ctx.worker.kick();
    return toCrawlConfig(row);
  }

  private async queueRun(db: Parameters<typeof enqueueJob>[0], row: CrawlConfigRow): Promise<void> {
    await enqueueJob(db, {
      type: RUN_CRAWL_JOB,
      organizationId: row.organizationId,
      payload: { crawlConfigId: row.id },
      maxAttempts: 2,
    });
  }

  private async require(tenant: Tenant, id: string): Promise<CrawlConfigRow> {
    const row = isUuid(id)
      ? await queries.findCrawlConfig(this.ctx.db, tenant.organizationId, id)
      : null;
    if (!row) throw notFound(messages.crawlNotFound);
    return row;
  }
}
