import type { CrawlConfig } from '@concierge/shared';
import type { CrawlConfigRow } from './queries.js';

/** SPEC §3 Crawl config. */
export function toCrawlConfig(row: CrawlConfigRow): CrawlConfig {
  return {
    id: row.id,
    url: row.url,
    scope: row.scope,
    frequency: row.frequency,
    lastCrawled: row.lastCrawledAt?.toISOString() ?? null,
    nextCrawl: row.nextCrawlAt?.toISOString() ?? null,
    status: row.status,
    pagesFound: row.pagesFound,
    pagesProcessed: row.pagesProcessed,
    excludePatterns: row.excludePatterns,
    lastError: row.lastError,
  };
}
