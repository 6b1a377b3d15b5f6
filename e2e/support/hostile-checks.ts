import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Markup that runs or injects an element if any screen renders it as HTML instead of text. */
export const HOSTILE_NAME = `"><b id=injected>X</b><img src=x onerror="window.__pwned=1">`;
export const HOSTILE_TEXT = `${HOSTILE_NAME} <script>window.__pwned=1</script><svg onload=window.__pwned=1></svg> <a href="javascript:window.__pwned=1">js</a> [link](javascript:window.__pwned=1)`;
/** What a screen shows where it shows the hostile name or text as text. */
export const HOSTILE_VISIBLE = '"><b id=injected>X</b>';

/**
 * Collects the Content-Security-Policy violations ("Refused to ...") and uncaught errors of a page
 * into `problems` (the list it answers, filled as they happen), so a test can fail on any; pass
 * one list to watch several pages.
 */
export function watchPageProblems(page: Page, problems: string[] = []): string[] {
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/**
 * Asserts the screen shows the hostile text as text, and that none of it became markup: in the
 * page and in every open shadow root (the widget lives in one). `shown` is where the text is read
 * (the page's body by default).
 */
export async function expectInert(page: Page, where: string, shown?: Locator): Promise<void> {
  await expect
    .poll(() => (shown ?? page.locator('body')).innerText(), {
      message: `${where} shows the payload`,
    })
    .toContain(HOSTILE_VISIBLE);
  const found = await page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const element of document.querySelectorAll('*')) {
      if (element.shadowRoot) roots.push(element.shadowRoot);
    }
    const count = (selector: string) =>
      roots.reduce((total, root) => total + root.querySelectorAll(selector).length, 0);
    const scripts = roots.flatMap((root) => [...root.querySelectorAll('script')]);
    return {
      injected: count('#injected'),
      images: count('img[src="x"], img[onerror]'),
      svgs: count('svg[onload]'),
      scripts: scripts.filter((script) => script.text.includes('__pwned')).length,
      javascriptLinks: count('a[href^="javascript:" i]'),
      pwned: (window as { __pwned?: unknown }).__pwned ?? null,
    };
  });
  expect({ where, ...found }).toEqual({
    where,
    injected: 0,
    images: 0,
    svgs: 0,
    scripts: 0,
    javascriptLinks: 0,
    pwned: null,
  });
}
