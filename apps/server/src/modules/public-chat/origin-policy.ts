/**
 * Whether a page at `origin` may use a bot: always when the bot lists no domains (or the call
 * carries no Origin, as server-to-server calls do), always from this server itself (the preview
 * page: its origin is PUBLIC_URL's, or shares the host the request was sent to), else when the origin's host is listed, or is a subdomain of a listed `*.example.com`.
 */
export function isOriginAllowed(
  origin: string | undefined,
  allowedDomains: string[],
  ownOrigin: string,
  requestHost?: string,
): boolean {
  if (!origin || allowedDomains.length === 0) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === new URL(ownOrigin).origin) return true;
  if (requestHost && url.host.toLowerCase() === requestHost.toLowerCase()) return true;
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return allowedDomains.some((domain) => {
    if (domain.startsWith('*.')) return hostname.endsWith(domain.slice(1));
    return domain === host || domain === hostname;
  });
}
