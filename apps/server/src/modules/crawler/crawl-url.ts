/** Query parameters that only track a visit: two links differing in them show the same page. */
const TRACKING_PARAM = /^(utm_.*|gclid|fbclid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi)$/i;

/** Extensions of files that are not web pages; such links are skipped without a request. */
const NON_HTML_EXTENSION =
  /\.(pdf|docx?|xlsx?|pptx?|odt|ods|odp|rtf|csv|txt|xml|json|rss|atom|ics|epub|zip|gz|tgz|tar|rar|7z|exe|dmg|apk|msi|jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|mp3|mp4|m4a|m4v|wav|ogg|webm|mov|avi|mkv|css|js|mjs|woff2?|ttf|otf|eot)$/i;

/**
 * Parses a link into the URL to fetch: absolute, http(s) only, without #fragment and tracking
 * parameters. Returns null for anything that is not a web address (mailto:, javascript:, junk).
 */
export function toCrawlUrl(href: string, base?: string | URL): URL | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  url.username = '';
  url.password = '';
  for (const name of [...url.searchParams.keys()]) {
    if (TRACKING_PARAM.test(name)) url.searchParams.delete(name);
  }
  if (url.search === '?') url.search = '';
  return url;
}

/**
 * The identity of a page for de-duplication: `/about` and `/about/` are one page, as are
 * `:80` and no port (the URL parser already drops default ports and lower-cases the host).
 */
export function pageKey(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return `${url.protocol}//${url.host}${path || '/'}${url.search}`;
}

export function looksLikeNonHtml(url: URL): boolean {
  return NON_HTML_EXTENSION.test(url.pathname);
}
