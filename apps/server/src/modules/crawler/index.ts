export { crawlSite } from './crawl-site.js';
export { CrawlError, UnsafeAddressError } from './errors.js';
export { extractMainText } from './extract-main-text.js';
export type { CrawlCallbacks, CrawledPage, CrawlResult, CrawlSettings } from './types.js';
