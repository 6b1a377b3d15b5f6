/**
 * The API lives wherever widget.js came from, so the host page can be on any domain. currentScript is
 * null once the script runs asynchronously in some browsers, hence the scan.
 */
export function scriptOrigin(doc: Document = document): string | null {
  const current = doc.currentScript;
  const candidates: string[] = [];
  if (current instanceof HTMLScriptElement && current.src) candidates.push(current.src);
  doc.querySelectorAll<HTMLScriptElement>('script[src]').forEach((script) => {
    if (/\/widget\.js(?:[?#].*)?$/.test(script.src)) candidates.push(script.src);
  });
  for (const src of candidates) {
    try {
      return new URL(src, doc.baseURI).origin;
    } catch {
      // try the next one
    }
  }
  return null;
}
