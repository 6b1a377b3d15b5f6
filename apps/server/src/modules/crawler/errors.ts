/** The start URL cannot be crawled; the message is for people (it is shown next to the website). */
export class CrawlError extends Error {
  override name = 'CrawlError';
}

/** The URL resolves to an address the crawler must not reach (SSRF protection). */
export class UnsafeAddressError extends CrawlError {
  override name = 'UnsafeAddressError';

  constructor(message = crawlReasons.unsafeAddress) {
    super(message);
  }
}

/** Every reason the crawler gives, for a refused start URL or a skipped page. */
export const crawlReasons = {
  invalidUrl: 'Enter a website address that starts with http:// or https://',
  unsafeAddress: 'This address is not allowed: it points to a private network',
  notFound: 'The website could not be reached: its address was not found',
  unreachable: 'The website could not be reached',
  unreadable: 'The page could not be read',
  timedOut: 'The website did not answer in time',
  tooManyRedirects: 'The page redirects too many times',
  badRedirect: 'The page redirects to an address that is not a web page',
  disallowedByRobots: 'The website’s robots.txt does not allow crawling this page',
  notHtml: 'Not an HTML page',
  excluded: 'Excluded by an exclude pattern',
  noindex: 'The page asks not to be indexed (noindex)',
  noText: 'No text found on the page',
  otherSite: 'The page redirects to another website',
  duplicate: 'Same page as one already crawled',
  httpStatus: (status: number) => `The page answered with HTTP status ${status}`,
} as const;
