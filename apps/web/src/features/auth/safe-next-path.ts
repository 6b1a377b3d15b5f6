/**
 * The `next` query parameter of /login, when it names a page of this site: a path starting with
 * one '/' (not '//' or '/\', which browsers read as another host). Anything else is ignored.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
