import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AddressPolicy, addressPolicyFor, vetUrlAddress } from './address-policy.js';
import { looksLikeNonHtml, pageKey, toCrawlUrl } from './crawl-url.js';
import { decodeHtml, isHtmlResponse } from './decode-html.js';
import { CrawlError, crawlReasons } from './errors.js';
import { excludeMatcher } from './exclude-patterns.js';
import { type ParsedPage, parsePage } from './parse-page.js';
import { fetchRobotsRules, type RobotsRules } from './robots-rules.js';
import { safeFetch } from './safe-fetch.js';
import type { CrawlCallbacks, CrawlResult, CrawlSettings } from './types.js';

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_PAGE_BYTES = 5 * 1024 * 1024;
const DEFAULT_DELAY_MS = 200;
/** The skipped list is for people to read; past this it would only fill the job row. */
const MAX_SKIPPED = 1000;
const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';
/** X-Robots-Tag directives that carry a colon themselves and so are not 'botname: …'. */
const COLON_DIRECTIVES = new Set([
  'unavailable_after',
  'max-snippet',
  'max-image-preview',
  'max-video-preview',
]);

/**
 * Crawls a website breadth-first from `settings.startUrl` and hands every page's main text to
 * `callbacks.onPage`. Throws CrawlError only when the start URL itself cannot be crawled; a bad
 * page elsewhere is listed in `skipped`. An abort stops soon and returns what was done.
 */
export function crawlSite(
  settings: CrawlSettings,
  callbacks: CrawlCallbacks,
  signal?: AbortSignal,
): Promise<CrawlResult> {
  const policy = addressPolicyFor(settings.allowPrivateNetworks);
  return crawlSiteWithPolicy(settings, callbacks, signal, policy);
}

/** crawlSite with the address policy given: tests allow their own local server and no more. */
export async function crawlSiteWithPolicy(
  settings: CrawlSettings,
  callbacks: CrawlCallbacks,
  signal: AbortSignal | undefined,
  addressPolicy: AddressPolicy,
): Promise<CrawlResult> {
  const startUrl = toCrawlUrl(settings.startUrl.trim());
  if (!startUrl) throw new CrawlError(crawlReasons.invalidUrl);
  await vetUrlAddress(startUrl, addressPolicy);
  return new SiteCrawl(settings, callbacks, signal, addressPolicy, startUrl).run();
}

interface FetchedPage {
  url: URL;
  parsed: ParsedPage;
}

class SiteCrawl {
  /** host:port of the site (http and https both count); the start URL may redirect to another. */
  private readonly siteHosts = new Set<string>();
  /** The start URL and where it redirected: allowed even when robots.txt cannot be read. */
  private readonly startKeys = new Set<string>();
  /** Every page key queued or decided on, so that no page is looked at twice. */
  private readonly seen = new Set<string>();
  /** Keys of stored pages and of their canonical addresses. */
  private readonly stored = new Set<string>();
  private readonly queue: URL[] = [];
  private readonly robotsByOrigin = new Map<string, Promise<RobotsRules>>();
  private readonly isExcluded: (url: URL) => boolean;
  private readonly botName: string;
  private readonly result: CrawlResult = { pagesFound: 0, pagesProcessed: 0, skipped: [] };

  constructor(
    private readonly settings: CrawlSettings,
    private readonly callbacks: CrawlCallbacks,
    private readonly signal: AbortSignal | undefined,
    private readonly addressPolicy: AddressPolicy,
    private readonly startUrl: URL,
  ) {
    this.siteHosts.add(startUrl.host);
    this.startKeys.add(pageKey(startUrl));
    this.isExcluded = excludeMatcher(settings.excludePatterns);
    this.botName = (settings.userAgent.split(/[/\s]/)[0] ?? '').toLowerCase();
  }

  async run(): Promise<CrawlResult> {
    try {
      const startRules = await this.robotsFor(this.startUrl);
      if (!startRules.isAllowed(this.startUrl)) {
        throw new CrawlError(crawlReasons.disallowedByRobots);
      }
      this.seen.add(pageKey(this.startUrl));
      this.queue.push(this.startUrl);
      this.result.pagesFound = 1;
      await this.callbacks.onPagesFound(1);

      for (let isStart = true; this.canContinue(); isStart = false) {
        const url = this.queue.shift();
        if (!url) break;
        if (!isStart) await this.pause(url);
        let page: FetchedPage;
        try {
          page = await this.fetchPage(url, isStart);
        } catch (error) {
          if (this.signal?.aborted) break;
          // Anything else going wrong with one page (a parser bug) must not end the crawl either.
          const reason =
            error instanceof CrawlError ? error : new CrawlError(crawlReasons.unreadable);
          if (isStart) throw reason;
          this.skip(url, reason.message);
          continue;
        }
        await this.store(page);
        if (this.settings.scope === 'site' && !page.parsed.nofollow && this.canContinue()) {
          await this.discover(page.parsed.links);
        }
      }
    } catch (error) {
      if (!this.signal?.aborted) throw error;
    }
    return this.result;
  }

  private canContinue(): boolean {
    return !this.signal?.aborted && this.result.pagesProcessed < this.settings.maxPages;
  }

  private async pause(url: URL): Promise<void> {
    const crawlDelayMs = (await this.robotsFor(url)).crawlDelayMs;
    const delayMs = Math.max(this.settings.delayMs ?? DEFAULT_DELAY_MS, crawlDelayMs);
    if (delayMs > 0) await sleep(delayMs, undefined, { signal: this.signal });
  }

  /** Fetches and parses one page; a CrawlError's message says why the page cannot be used. */
  private async fetchPage(url: URL, isStart: boolean): Promise<FetchedPage> {
    const response = await safeFetch(url, {
      userAgent: this.settings.userAgent,
      accept: PAGE_ACCEPT,
      timeoutMs: this.settings.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxBytes: this.settings.maxPageBytes ?? DEFAULT_MAX_PAGE_BYTES,
      addressPolicy: this.addressPolicy,
      signal: this.signal,
      beforeRedirect: (target) => this.checkRedirect(target, isStart),
    });
    const finalUrl = toCrawlUrl(response.url.href) ?? response.url;
    const finalKey = pageKey(finalUrl);
    if (finalKey !== pageKey(url)) {
      if (!isStart && this.seen.has(finalKey)) throw new CrawlError(crawlReasons.duplicate);
      this.seen.add(finalKey);
      if (isStart) this.siteHosts.add(finalUrl.host);
    }
    if (response.status < 200 || response.status >= 300) {
      throw new CrawlError(crawlReasons.httpStatus(response.status));
    }
    const contentType = header(response.headers, 'content-type');
    if (!isHtmlResponse(contentType, response.body)) throw new CrawlError(crawlReasons.notHtml);
    const parsed = parsePage(decodeHtml(response.body, contentType), finalUrl.href, this.botName);
    const fromHeader = this.headerDirectives(response.headers);
    parsed.noindex ||= fromHeader.has('noindex') || fromHeader.has('none');
    parsed.nofollow ||= fromHeader.has('nofollow') || fromHeader.has('none');
    return { url: finalUrl, parsed };
  }

  /** Every redirect hop must stay on the site and be allowed, as a link would have to be. */
  private async checkRedirect(target: URL, isStart: boolean): Promise<void> {
    if (isStart) this.startKeys.add(pageKey(target));
    else if (!this.siteHosts.has(target.host)) throw new CrawlError(crawlReasons.otherSite);
    else if (this.isExcluded(target)) throw new CrawlError(crawlReasons.excluded);
    if (!(await this.robotsFor(target)).isAllowed(target)) {
      throw new CrawlError(crawlReasons.disallowedByRobots);
    }
  }

  private async store({ url, parsed }: FetchedPage): Promise<void> {
    let skipReason: string | null = parsed.noindex ? crawlReasons.noindex : null;
    const key = pageKey(url);
    const canonical = parsed.canonicalUrl ? toCrawlUrl(parsed.canonicalUrl) : null;
    const canonicalKey = canonical && this.siteHosts.has(canonical.host) ? pageKey(canonical) : key;
    if (!skipReason && (this.stored.has(key) || this.stored.has(canonicalKey))) {
      skipReason = crawlReasons.duplicate;
    }
    if (!skipReason && !parsed.text) skipReason = crawlReasons.noText;
    if (skipReason) {
      this.skip(url, skipReason);
      return;
    }
    this.stored.add(key);
    this.stored.add(canonicalKey);
    // The canonical page says it has this content: no need to fetch it separately.
    this.seen.add(canonicalKey);
    await this.callbacks.onPage({ url: url.href, title: parsed.title, text: parsed.text });
    this.result.pagesProcessed += 1;
  }

  private async discover(links: string[]): Promise<void> {
    const before = this.result.pagesFound;
    for (const link of links) {
      if (this.signal?.aborted) break;
      const url = toCrawlUrl(link);
      if (!url || !this.siteHosts.has(url.host)) continue;
      const key = pageKey(url);
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      if (looksLikeNonHtml(url)) this.skip(url, crawlReasons.notHtml);
      else if (this.isExcluded(url)) this.skip(url, crawlReasons.excluded);
      else if (!(await this.robotsFor(url)).isAllowed(url)) {
        this.skip(url, crawlReasons.disallowedByRobots);
      } else {
        this.queue.push(url);
        this.result.pagesFound += 1;
      }
    }
    if (this.result.pagesFound > before) {
      await this.callbacks.onPagesFound(this.result.pagesFound);
    }
  }

  private robotsFor(url: URL): Promise<RobotsRules> {
    let rules = this.robotsByOrigin.get(url.origin);
    if (!rules) {
      rules = fetchRobotsRules(url.origin, {
        userAgent: this.settings.userAgent,
        timeoutMs: this.settings.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS,
        addressPolicy: this.addressPolicy,
        signal: this.signal,
        isStartPage: (candidate) => this.startKeys.has(pageKey(candidate)),
      });
      this.robotsByOrigin.set(url.origin, rules);
    }
    return rules;
  }

  /** X-Robots-Tag: 'noindex, nofollow' for every bot, or 'botname: noindex' for one. */
  private headerDirectives(headers: IncomingHttpHeaders): Set<string> {
    const directives = new Set<string>();
    const raw = headers['x-robots-tag'];
    for (const value of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      let text = value.toLowerCase();
      const named = /^\s*([\w-]+)\s*:(.*)$/.exec(text);
      if (named?.[1] && !COLON_DIRECTIVES.has(named[1])) {
        if (named[1] !== this.botName) continue;
        text = named[2] ?? '';
      }
      for (const directive of text.split(/[\s,]+/)) directives.add(directive);
    }
    return directives;
  }

  private skip(url: URL, reason: string): void {
    if (this.result.skipped.length < MAX_SKIPPED)
      this.result.skipped.push({ url: url.href, reason });
  }
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
