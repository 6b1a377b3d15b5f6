export interface CrawlSettings {
  startUrl: string;
  /** page: only startUrl; site: also the same-site pages it links to, breadth-first. */
  scope: 'page' | 'site';
  /** Globs on the URL path ('/blog/**', '*.pdf', '/admin*'): such pages are neither fetched nor stored. */
  excludePatterns: string[];
  /** Stop once this many pages were stored. */
  maxPages: number;
  /** False in production: private, loopback and link-local addresses are refused. */
  allowPrivateNetworks: boolean;
  /** Sent on every request, and the name robots.txt rules are matched against. */
  userAgent: string;
  /** Per request, redirects included; default 15 s. */
  requestTimeoutMs?: number;
  /** Bodies longer than this are cut off; default 5 MB. */
  maxPageBytes?: number;
  /** Politeness delay between two requests to the site; default 200 ms. */
  delayMs?: number;
}

export interface CrawledPage {
  url: string;
  title: string;
  text: string;
}

export interface CrawlCallbacks {
  /** Called whenever the number of discovered, allowed pages grows (for a live 'pages found' count). */
  onPagesFound(found: number): Promise<void>;
  /** Called for each page whose main text was extracted (the lead stores it and counts 'pages processed'). */
  onPage(page: CrawledPage): Promise<void>;
}

export interface CrawlResult {
  pagesFound: number;
  pagesProcessed: number;
  skipped: { url: string; reason: string }[];
}
