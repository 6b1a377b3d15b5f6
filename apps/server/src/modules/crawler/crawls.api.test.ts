import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  billingMessages,
  validationMessages,
  type CrawlConfig,
  type KnowledgeEntryPage,
} from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';
import { organizations, plans } from '../../db/schema.js';
import { scheduleDueCrawls } from './jobs.js';

/** A small clinic website on 127.0.0.1 whose pages the test can change. */
function startSite() {
  const pages = new Map<string, string>([
    [
      '/',
      page(
        'Home',
        '<h1>Riverside Clinic</h1><p>Blood tests every day.</p><a href="/hours">Hours</a> <a href="/blog/news">News</a> <a href="/services">Services</a>',
      ),
    ],
    ['/hours', page('Opening hours', '<h1>Opening hours</h1><p>Monday to Friday, 8 to 6.</p>')],
    ['/services', page('Services', '<h1>Services</h1><p>Home sample collection in the city.</p>')],
    ['/blog/news', page('News', '<h1>News</h1><p>We opened a new branch.</p>')],
  ]);
  const server: Server = createServer((request, response) => {
    const body = pages.get(request.url ?? '/');
    if (request.url === '/robots.txt') return response.writeHead(404).end();
    if (!body)
      return response.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not found</p>');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  return new Promise<{ origin: string; pages: typeof pages; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        pages,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

function page(title: string, main: string): string {
  return `<!doctype html><html><head><title>${title}</title></head><body><nav><a href="/">Home</a></nav><main>${main}</main><footer>© Riverside</footer></body></html>`;
}

describe('crawl settings and the crawler job', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signUpVerified(t, 'crawl@example.com', 'Crawl Lab');
    other = await signUpVerified(t, 'other@example.com', 'Other Lab');
    site = await startSite();
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    as = token,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(as),
      ...(payload ? { payload } : {}),
    });
  const crawlList = async (as = token) =>
    envelope<CrawlConfig[]>(await call('GET', '/knowledge/crawls', undefined, as)).data;
  const websiteEntries = async () =>
    envelope<KnowledgeEntryPage>(await call('GET', '/knowledge/entries?type=website&limit=100'))
      .data;

  it.each([
    [{ url: '' }, 'URL is required'],
    [{ url: 'not a url' }, 'Please enter a valid URL'],
    [{ url: 'ftp://files.example.com' }, 'Please enter a valid URL'],
    [{ url: 'https://admin:s3cret@intranet.example.com/' }, validationMessages.urlCredentials],
    [{ url: 'https://token@docs.example.com/guide' }, validationMessages.urlCredentials],
  ])('refuses %o', async (payload, message) => {
    const response = await call('POST', '/knowledge/crawls', payload);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
  });

  it('crawls a site: same-site pages, exclude patterns, live counts and the next run', async () => {
    const added = await call('POST', '/knowledge/crawls', {
      url: `${site.origin}/`,
      scope: 'site',
      frequency: 'weekly',
      excludePatterns: ['/blog/**'],
    });
    expect(envelope(added)).toMatchObject({
      message: 'Website added: crawling started',
      data: {
        status: 'crawling',
        scope: 'site',
        frequency: 'weekly',
        excludePatterns: ['/blog/**'],
      },
    });
    await t.ctx.worker.drain();

    const [config] = await crawlList();
    expect(config).toMatchObject({ status: 'active', pagesProcessed: 3, lastError: null });
    expect(config?.pagesFound).toBeGreaterThanOrEqual(3);
    const days =
      (Date.parse(config?.nextCrawl ?? '') - Date.parse(config?.lastCrawled ?? '')) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);

    const { entries, summary } = await websiteEntries();
    expect(entries.map((entry) => entry.source.url).sort()).toEqual(
      [`${site.origin}/`, `${site.origin}/hours`, `${site.origin}/services`].sort(),
    );
    const hours = entries.find((entry) => entry.source.url?.endsWith('/hours'));
    expect(hours).toMatchObject({
      type: 'website',
      status: 'published',
      version: 1,
      modifiedBy: 'Website crawler',
      source: { type: 'crawl', crawlFrequency: 'weekly', crawlScope: 'site' },
    });
    expect(hours?.content).toContain('Monday to Friday, 8 to 6.');
    expect(hours?.content).not.toContain('© Riverside');
    expect(summary.counts).toMatchObject({ website: 3, crawls: 1 });
  });

  it('re-crawls: a changed page becomes a new version (auto-updated), unchanged pages stay', async () => {
    const [config] = await crawlList();
    site.pages.set(
      '/hours',
      page('Opening hours', '<h1>Opening hours</h1><p>Every day, 7 to 9.</p>'),
    );
    const run = await call('POST', `/knowledge/crawls/${config?.id}/run`);
    expect(envelope(run)).toMatchObject({ message: 'Crawl started', data: { status: 'crawling' } });
    expect((await call('POST', `/knowledge/crawls/${config?.id}/run`)).statusCode).toBe(409);
    await t.ctx.worker.drain();

    const { entries, summary } = await websiteEntries();
    const byPath = (path: string) =>
      entries.find((entry) => entry.source.url === `${site.origin}${path}`);
    expect(byPath('/hours')).toMatchObject({ version: 2, autoUpdated: true });
    expect(byPath('/hours')?.content).toContain('Every day, 7 to 9.');
    expect(byPath('/services')).toMatchObject({ version: 1, autoUpdated: false });
    expect(summary.autoUpdated).toBe(1);
  });

  it('the scheduler queues a crawl whose next run is due', async () => {
    const [config] = await crawlList();
    site.pages.set(
      '/services',
      page('Services', '<h1>Services</h1><p>Home collection, now weekends too.</p>'),
    );
    await t.ctx.db.execute(
      sql`UPDATE crawl_configs SET next_crawl_at = now() - interval '1 minute'`,
    );
    await scheduleDueCrawls(t.ctx)();
    expect((await crawlList())[0]?.status).toBe('crawling');
    await t.ctx.worker.drain();
    const services = (await websiteEntries()).entries.find((entry) =>
      entry.source.url?.endsWith('/services'),
    );
    expect(services?.version).toBe(2);
    expect((await crawlList())[0]).toMatchObject({ id: config?.id, status: 'active' });
  });

  it('pauses, changes settings and resumes', async () => {
    const [config] = await crawlList();
    const paused = await call('PATCH', `/knowledge/crawls/${config?.id}`, {
      paused: true,
      frequency: 'daily',
    });
    expect(envelope(paused)).toMatchObject({
      message: 'Crawl settings saved',
      data: { status: 'paused', frequency: 'daily' },
    });
    const days =
      (Date.parse(envelope<CrawlConfig>(paused).data.nextCrawl ?? '') -
        Date.parse(envelope<CrawlConfig>(paused).data.lastCrawled ?? '')) /
      86_400_000;
    expect(days).toBeCloseTo(1, 5);
    expect((await call('POST', `/knowledge/crawls/${config?.id}/run`)).statusCode).toBe(409);
    const resumed = await call('PATCH', `/knowledge/crawls/${config?.id}`, { paused: false });
    expect(envelope<CrawlConfig>(resumed).data.status).toBe('active');
  });

  it('crawls only the given page for scope page', async () => {
    const added = await call('POST', '/knowledge/crawls', {
      url: `${site.origin}/services`,
      scope: 'page',
      frequency: 'monthly',
    });
    expect(added.statusCode).toBe(200);
    await t.ctx.worker.drain();
    const config = (await crawlList()).find((crawl) => crawl.url.endsWith('/services'));
    expect(config).toMatchObject({ status: 'active', pagesProcessed: 1, scope: 'page' });
    const again = await call('POST', '/knowledge/crawls', {
      url: `${site.origin}/services`,
      scope: 'page',
    });
    expect(again.statusCode).toBe(409);
  });

  it('keeps tenants apart', async () => {
    const [config] = await crawlList();
    for (const [method, url] of [
      ['PATCH', `/knowledge/crawls/${config?.id}`],
      ['DELETE', `/knowledge/crawls/${config?.id}`],
      ['POST', `/knowledge/crawls/${config?.id}/run`],
    ] as const) {
      const response = await call(
        method,
        url,
        method === 'PATCH' ? { paused: true } : undefined,
        other,
      );
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe('Crawl config not found');
    }
    expect(await crawlList(other)).toEqual([]);
  });

  it('deletes a website with its pages', async () => {
    for (const config of await crawlList()) {
      const response = await call('DELETE', `/knowledge/crawls/${config.id}`);
      expect(envelope(response).message).toBe('Website removed');
    }
    expect(await crawlList()).toEqual([]);
    expect((await websiteEntries()).entries).toEqual([]);
  });
});

/**
 * Adds the local site with the given server settings, runs the crawl, answers its settings and how
 * many website entries it stored. `knowledgeLimit` puts the organization on a plan with that limit.
 */
async function crawlLocalSite(
  environment: Record<string, string>,
  knowledgeLimit?: number,
): Promise<{ config: CrawlConfig | undefined; stored: number }> {
  const t = await createTestApp(environment);
  const site = await startSite();
  try {
    const token = await signUpVerified(t, 'solo@example.com');
    if (knowledgeLimit !== undefined) {
      await t.ctx.db.insert(plans).values({
        id: 'tiny',
        name: 'Tiny',
        priceCents: 500,
        chatsLimit: 10,
        seatsLimit: 1,
        knowledgeBaseLimit: knowledgeLimit,
        integrationsLimit: 0,
      });
      await t.ctx.db.update(organizations).set({ plan: 'tiny' });
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/knowledge/crawls',
      headers: bearer(token),
      payload: { url: `${site.origin}/`, scope: 'site' },
    });
    await t.ctx.worker.drain();
    const read = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
    const [config] = envelope<CrawlConfig[]>(await read('/api/knowledge/crawls')).data;
    const entries = envelope<KnowledgeEntryPage>(
      await read('/api/knowledge/entries?type=website&limit=100'),
    ).data.entries;
    return { config, stored: entries.length };
  } finally {
    await site.close();
    await t.close();
  }
}

describe('the crawler outside tests', () => {
  it('refuses private addresses unless CRAWLER_ALLOW_PRIVATE_NETWORKS is set', async () => {
    const { config } = await crawlLocalSite({ CRAWLER_ALLOW_PRIVATE_NETWORKS: 'false' });
    expect(config?.status).toBe('failed');
    expect(config?.lastError).toMatch(/not allowed/i);
    expect(config?.pagesProcessed).toBe(0);
  });

  it('stops at CRAWL_MAX_PAGES', async () => {
    const { config, stored } = await crawlLocalSite({ CRAWL_MAX_PAGES: '2' });
    expect(config).toMatchObject({ status: 'active', pagesProcessed: 2, lastError: null });
    expect(stored).toBe(2);
  });

  it('stops when the plan’s knowledge entries are full, and says so', async () => {
    const { config, stored } = await crawlLocalSite({}, 2);
    expect(config).toMatchObject({
      status: 'active',
      pagesProcessed: 2,
      lastError: billingMessages.limitReached('Tiny', 'knowledgeBase', 2),
    });
    expect(stored).toBe(2);
  });
});
