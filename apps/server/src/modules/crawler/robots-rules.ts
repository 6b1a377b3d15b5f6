import robotsParser from 'robots-parser';
import type { AddressPolicy } from './address-policy.js';
import { safeFetch } from './safe-fetch.js';

const MAX_ROBOTS_BYTES = 512 * 1024;
/** A Crawl-delay above this is not honoured in full: a crawl job must end some day. */
const MAX_CRAWL_DELAY_MS = 10_000;

export interface RobotsRules {
  isAllowed(url: URL): boolean;
  /** The Crawl-delay asked for our user agent, in milliseconds, capped. */
  crawlDelayMs: number;
}

export interface RobotsFetchOptions {
  userAgent: string;
  timeoutMs: number;
  addressPolicy: AddressPolicy;
  signal?: AbortSignal;
  /** When robots.txt cannot be read (5xx, unreachable), only these pages are allowed. */
  isStartPage(url: URL): boolean;
}

/**
 * Reads the robots.txt of an origin. Missing (4xx): everything is allowed. Unavailable (5xx,
 * network error): we cannot know what the site wants, so only the start page is crawled.
 */
export async function fetchRobotsRules(
  origin: string,
  options: RobotsFetchOptions,
): Promise<RobotsRules> {
  const robotsUrl = new URL('/robots.txt', origin);
  const onlyStartPage: RobotsRules = { isAllowed: options.isStartPage, crawlDelayMs: 0 };
  let response;
  try {
    response = await safeFetch(robotsUrl, {
      userAgent: options.userAgent,
      accept: 'text/plain,*/*;q=0.1',
      timeoutMs: options.timeoutMs,
      maxBytes: MAX_ROBOTS_BYTES,
      addressPolicy: options.addressPolicy,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return onlyStartPage;
  }
  if (response.status >= 400 && response.status < 500) {
    return { isAllowed: () => true, crawlDelayMs: 0 };
  }
  if (response.status < 200 || response.status >= 300) return onlyStartPage;
  const robots = robotsParser(robotsUrl.href, response.body.toString('utf8'));
  const crawlDelay = robots.getCrawlDelay(options.userAgent) ?? 0;
  return {
    // robots-parser answers undefined for another origin: that origin has its own robots.txt.
    isAllowed: (url) => robots.isAllowed(url.href, options.userAgent) !== false,
    crawlDelayMs: Math.min(Math.max(crawlDelay * 1000, 0), MAX_CRAWL_DELAY_MS),
  };
}
