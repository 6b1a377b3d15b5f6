import { load } from 'cheerio';
import { toCrawlUrl } from './crawl-url.js';
import { mainText } from './main-text.js';

export interface ParsedPage {
  title: string;
  text: string;
  /** Absolute http(s) links of the page, without #fragments, each once. */
  links: string[];
  /** The <link rel="canonical"> address, absolute, when the page names one. */
  canonicalUrl: string | null;
  /** <meta name="robots" content="noindex"> (or for our bot's name): do not store the page. */
  noindex: boolean;
  /** <meta name="robots" content="nofollow">: do not follow the page's links. */
  nofollow: boolean;
}

/**
 * Everything the crawler reads from one HTML document. `botName` is our robots product token
 * (e.g. 'conciergebot'), for <meta name="conciergebot"> directives.
 */
export function parsePage(html: string, url: string, botName = ''): ParsedPage {
  const $ = load(html, { baseURI: url });
  const baseHref = $('base[href]').first().attr('href');
  const base = (baseHref && toCrawlUrl(baseHref, url)) || url;

  const links = new Set<string>();
  $('a[href], area[href]').each((_index, element) => {
    const link = toCrawlUrl($(element).attr('href') ?? '', base);
    if (link) links.add(link.href);
  });

  const canonicalHref = $('link[href]')
    .filter((_index, element) => hasToken($(element).attr('rel'), 'canonical'))
    .first()
    .attr('href');
  const canonicalUrl = canonicalHref ? (toCrawlUrl(canonicalHref, base)?.href ?? null) : null;

  const directives = new Set<string>();
  $('meta[name][content]').each((_index, element) => {
    const name = ($(element).attr('name') ?? '').trim().toLowerCase();
    if (name !== 'robots' && (!botName || name !== botName)) return;
    for (const directive of ($(element).attr('content') ?? '').toLowerCase().split(/[\s,]+/)) {
      directives.add(directive);
    }
  });

  const title =
    collapse($('title').first().text()) || collapse($('h1').first().text()) || url.toString();
  const text = mainText($);
  return {
    title,
    text,
    links: [...links],
    canonicalUrl,
    noindex: directives.has('noindex') || directives.has('none'),
    nofollow: directives.has('nofollow') || directives.has('none'),
  };
}

function hasToken(list: string | undefined, token: string): boolean {
  return (list ?? '').toLowerCase().split(/\s+/).includes(token);
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
