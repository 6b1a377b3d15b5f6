import type { QueryClient } from '@tanstack/react-query';
import type { CrawlConfig, KnowledgeEntry, KnowledgeEntryPage } from '@concierge/shared';
import { knowledgeKeys } from './query-keys';

/** How often lists refresh while the server still processes uploads or crawls. */
export const PENDING_REFETCH_MS = 2000;

export function isPendingEntry(entry: Pick<KnowledgeEntry, 'status'>): boolean {
  return entry.status === 'processing' || entry.status === 'crawling';
}

export function hasPendingEntries(page: KnowledgeEntryPage | undefined): boolean {
  return page?.entries.some(isPendingEntry) ?? false;
}

export function hasRunningCrawl(crawls: CrawlConfig[] | undefined): boolean {
  return crawls?.some((crawl) => crawl.status === 'crawling') ?? false;
}

/** A running crawl adds and updates entries: the entry list follows it too. */
export function isCrawlRunning(queryClient: QueryClient): boolean {
  return hasRunningCrawl(queryClient.getQueryData<CrawlConfig[]>(knowledgeKeys.crawls()));
}
