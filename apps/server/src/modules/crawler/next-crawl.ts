import { crawlIntervalDays, type CrawlFrequency } from '@concierge/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the next run is due after a run at `from` (SPEC §9: daily +1 day, weekly +7, else +30). */
export function nextCrawlAfter(from: Date, frequency: CrawlFrequency): Date {
  return new Date(from.getTime() + crawlIntervalDays(frequency) * DAY_MS);
}
