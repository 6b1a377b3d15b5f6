import axeCore from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * WCAG 2.1 A and AA, and axe's best practices: among these, serious ones such as an unnamed
 * dialog (aria-dialog-name) have caught real problems.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Serious and critical problems axe finds on the page, as readable lines; `within` (a CSS
 * selector) limits the check to a part of it, e.g. a dialog or a tab panel opened on a page
 * already checked whole; `exclude` leaves a part out.
 *
 * axe runs in the page itself, injected once per document. @axe-core/playwright instead injects
 * its 1.3 MB script again on every check and finishes each run in a new blank page, which it
 * needs for cross-origin iframes; the app has none (the widget lives in an open shadow root,
 * which axe reads), and that made accessibility.e2e.ts about three times as long.
 */
export async function seriousViolations(
  page: Page,
  within?: string,
  exclude?: string,
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  return page.evaluate(
    async ({ within, exclude, tags }) => {
      const { axe } = window as unknown as { axe: typeof axeCore };
      const context = { include: within ?? document, exclude: exclude ?? [] };
      const results = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        // Only violations are read: skipping the detail of passes keeps each check quicker.
        resultTypes: ['violations'],
      });
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
    },
    { within, exclude, tags: TAGS },
  );
}
