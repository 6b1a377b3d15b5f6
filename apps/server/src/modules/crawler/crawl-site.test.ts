import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { crawlSiteWithPolicy } from './crawl-site.js';
import { crawlReasons } from './errors.js';
import {
  crawlSite,
  CrawlError,
  type CrawledPage,
  type CrawlSettings,
  UnsafeAddressError,
} from './index.js';
import { startTestSite, type TestSite } from './test-site.js';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site.close();
});
afterEach(() => {
  site.hits.length = 0;
  site.robots = { status: 200, body: 'User-agent: *\nDisallow: /private/\n' };
});

const userAgent = 'ConciergeBot/1.0 (+https://concierge.example/bot)';
const ignore = async (): Promise<void> => undefined;

function settings(overrides: Partial<CrawlSettings> = {}): CrawlSettings {
  return {
    startUrl: `${site.origin}/`,
    scope: 'site',
    excludePatterns: [],
    maxPages: 200,
    allowPrivateNetworks: false,
    userAgent,
    delayMs: 0,
    requestTimeoutMs: 5_000,
    ...overrides,
  };
}

/** Crawls the test site with its policy: its own port on 127.0.0.1 is allowed, nothing else private. */
async function crawl(overrides: Partial<CrawlSettings> = {}, signal?: AbortSignal) {
  const pages: CrawledPage[] = [];
  const found: number[] = [];
  const result = await crawlSiteWithPolicy(
    settings(overrides),
    {
      onPagesFound: async (count) => {
        found.push(count);
      },
      onPage: async (page) => {
        pages.push(page);
      },
    },
    signal,
    site.policy,
  );
  const paths = pages.map((page) => new URL(page.url).pathname);
  return { result, pages, paths, found };
}

function reasonFor(skipped: { url: string; reason: string }[], path: string): string | undefined {
  return skipped.find((entry) => new URL(entry.url).pathname === path)?.reason;
}

describe('crawlSite', () => {
  it('crawls only the start page with scope page', async () => {
    const { result, pages } = await crawl({ scope: 'page' });
    expect(pages).toHaveLength(1);
    expect(result).toMatchObject({ pagesFound: 1, pagesProcessed: 1 });
    expect(pages[0]?.title).toBe('Home | Example Clinic');
    expect(site.hits.map((hit) => hit.path)).toEqual(['/robots.txt', '/']);
    expect(site.hits.every((hit) => hit.userAgent === userAgent)).toBe(true);
  });

  it('crawls every allowed same-site page with scope site, each once', async () => {
    const { result, paths, found } = await crawl();
    expect(paths.sort()).toEqual(
      ['/', '/about', '/blog/post-1', '/contact', '/from-noindex', '/new', '/services/'].sort(),
    );
    expect(result.pagesProcessed).toBe(7);
    const fetched = site.hits.map((hit) => hit.path);
    expect(fetched.filter((path) => path === '/about')).toHaveLength(1);
    expect(fetched.filter((path) => path.startsWith('/services'))).toHaveLength(1);
    expect(fetched).not.toContain('/private/secret');
    expect(fetched).not.toContain('/docs/brochure.pdf');
    expect(site.otherServerHits).toEqual([]);

    expect(reasonFor(result.skipped, '/private/secret')).toBe(crawlReasons.disallowedByRobots);
    expect(reasonFor(result.skipped, '/docs/brochure.pdf')).toBe(crawlReasons.notHtml);
    expect(reasonFor(result.skipped, '/noindex')).toBe(crawlReasons.noindex);
    expect(reasonFor(result.skipped, '/same-as-about')).toBe(crawlReasons.duplicate);
    expect(reasonFor(result.skipped, '/leak-local')).toBe(crawlReasons.unsafeAddress);
    expect(reasonFor(result.skipped, '/leak-metadata')).toBe(crawlReasons.unsafeAddress);
    expect(result.skipped.some((entry) => entry.url.includes('external.example'))).toBe(false);

    // The live count only grows, and ends at the result's count.
    expect(found[0]).toBe(1);
    expect([...found].sort((a, b) => a - b)).toEqual(found);
    expect(new Set(found).size).toBe(found.length);
    expect(found.at(-1)).toBe(result.pagesFound);
  });

  it('extracts the main text of a page', async () => {
    const { pages } = await crawl({ scope: 'page' });
    expect(pages[0]?.text).toBe(
      [
        '# Welcome to Example Clinic',
        'We offer blood tests & home collection.',
        'Open every day.',
        '## Our services',
        'Blood tests',
        'Home collection',
        'Test | Price',
        'CBC | $20',
        'Team About again Contact Services again Blog Secret Brochure Partner Mail Noindex Old page Copy Local Metadata',
      ].join('\n\n'),
    );
  });

  it('follows a redirect chain and stores the page under its final address', async () => {
    const { pages } = await crawl({ startUrl: `${site.origin}/old`, scope: 'page' });
    expect(pages.map((page) => page.url)).toEqual([`${site.origin}/new`]);
    expect(pages[0]?.text).toBe('# New page\n\nMoved here.');
  });

  it('reads a gzip-compressed page and a windows-1252 page', async () => {
    const about = await crawl({ startUrl: `${site.origin}/about`, scope: 'page' });
    expect(about.pages[0]?.text).toBe('# About us\n\nFounded in 1999.');
    const latin1 = await crawl({ startUrl: `${site.origin}/latin1`, scope: 'page' });
    expect(latin1.pages[0]).toMatchObject({ title: 'Café', text: 'Crème brûlée' });
  });

  it('neither fetches nor stores pages matching an exclude pattern', async () => {
    const { result, paths } = await crawl({ excludePatterns: ['/blog/**', '/contact*', '*.pdf'] });
    expect(paths).not.toContain('/blog/post-1');
    expect(paths).not.toContain('/contact');
    expect(site.hits.map((hit) => hit.path)).not.toContain('/blog/post-1');
    expect(reasonFor(result.skipped, '/blog/post-1')).toBe(crawlReasons.excluded);
    expect(reasonFor(result.skipped, '/docs/brochure.pdf')).toBe(crawlReasons.notHtml);
  });

  it('stops after maxPages pages were stored', async () => {
    const { result, pages } = await crawl({ maxPages: 2 });
    expect(pages).toHaveLength(2);
    expect(result.pagesProcessed).toBe(2);
  });

  it('crawls only the start page when robots.txt answers 5xx', async () => {
    site.robots = { status: 503, body: 'busy' };
    const { result, paths } = await crawl();
    expect(paths).toEqual(['/']);
    expect(reasonFor(result.skipped, '/about')).toBe(crawlReasons.disallowedByRobots);
  });

  it('allows everything when robots.txt is missing', async () => {
    site.robots = { status: 404, body: '' };
    const { paths } = await crawl({ excludePatterns: ['/leak*'] });
    expect(paths).toContain('/private/secret');
  });

  it('honours a robots.txt group for our user agent', async () => {
    site.robots = {
      status: 200,
      body: 'User-agent: ConciergeBot\nDisallow: /about\n\nUser-agent: *\nDisallow: /\n',
    };
    const { result, paths } = await crawl();
    expect(paths).toContain('/contact');
    expect(paths).not.toContain('/about');
    expect(reasonFor(result.skipped, '/about')).toBe(crawlReasons.disallowedByRobots);
  });

  it('stops soon when aborted and returns what was done', async () => {
    const controller = new AbortController();
    const pages: CrawledPage[] = [];
    const result = await crawlSiteWithPolicy(
      settings(),
      {
        onPagesFound: ignore,
        onPage: async (page) => {
          pages.push(page);
          controller.abort();
        },
      },
      controller.signal,
      site.policy,
    );
    expect(pages).toHaveLength(1);
    expect(result.pagesProcessed).toBe(1);
  });

  describe('refuses a start URL that cannot be crawled', () => {
    const refusal = (overrides: Partial<CrawlSettings>) =>
      crawl(overrides).then(
        () => null,
        (error: unknown) => error,
      );

    it('disallowed by robots.txt', async () => {
      const error = await refusal({ startUrl: `${site.origin}/private/secret` });
      expect(error).toBeInstanceOf(CrawlError);
      expect((error as Error).message).toBe(crawlReasons.disallowedByRobots);
    });

    it('not HTML, not found, redirecting in a loop, or not http', async () => {
      const notHtml = await refusal({ startUrl: `${site.origin}/docs/brochure.pdf` });
      expect((notHtml as Error).message).toBe(crawlReasons.notHtml);
      const missing = await refusal({ startUrl: `${site.origin}/missing` });
      expect((missing as Error).message).toBe('The page answered with HTTP status 404');
      const loop = await refusal({ startUrl: `${site.origin}/loop` });
      expect((loop as Error).message).toBe(crawlReasons.tooManyRedirects);
      const ftp = await refusal({ startUrl: 'ftp://example.com/' });
      expect(ftp).toBeInstanceOf(CrawlError);
      expect((ftp as Error).message).toBe(crawlReasons.invalidUrl);
    });

    it('redirecting to a private address', async () => {
      for (const path of ['/leak-metadata', '/leak-local']) {
        const error = await refusal({ startUrl: `${site.origin}${path}` });
        expect(error).toBeInstanceOf(UnsafeAddressError);
      }
      expect(site.otherServerHits).toEqual([]);
    });
  });
});

describe('crawlSite and private networks', () => {
  const noop = { onPagesFound: ignore, onPage: ignore };

  it.each([
    ['the test site itself', 'http://127.0.0.1:{port}/'],
    ['localhost', 'http://localhost:{port}/'],
    ['an IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]:{port}/'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a private network', 'http://10.0.0.1/'],
  ])('refuses %s as start URL before connecting', async (_name, template) => {
    const startUrl = template.replace('{port}', String(site.port));
    const attempt = crawlSite(settings({ startUrl }), noop);
    await expect(attempt).rejects.toThrow(UnsafeAddressError);
    await expect(attempt).rejects.toThrow(
      'This address is not allowed: it points to a private network',
    );
    expect(site.hits).toEqual([]);
  });

  it('crawls the local site when allowPrivateNetworks is true', async () => {
    const pages: CrawledPage[] = [];
    const result = await crawlSite(
      settings({ allowPrivateNetworks: true, excludePatterns: ['/leak*'] }),
      { onPagesFound: ignore, onPage: async (page) => void pages.push(page) },
    );
    expect(result.pagesProcessed).toBe(7);
    expect(pages.map((page) => new URL(page.url).pathname)).toContain('/about');
    expect(site.hits.map((hit) => hit.path)).not.toContain('/leak-metadata');
  });
});
