import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * WCAG 2.1 A and AA, and axe's best practices: among these, serious ones such as an unnamed
 * dialog (aria-dialog-name) have caught real problems.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The toasts, which a check leaves out: axe measured a toast's contrast while it was still being
 * drawn in, under a busy CPU, and waiting for its animations to end did not prevent that.
 */
export const TOASTS = '[data-sonner-toaster]';

/**
 * Serious and critical problems axe finds on the page, as readable lines; `within` (a CSS
 * selector) limits the check to a part of it, e.g. a dialog or a tab panel opened on a page
 * already checked whole; `exclude` leaves a part out.
 */
export async function seriousViolations(
  page: Page,
  within?: string,
  exclude?: string,
): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    // Before withTags: options() replaces every option, the tags' runOnly included.
    // Only violations are read: skipping the detail of passes keeps each check quicker.
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    // axe.run in the page itself. The default finishes every check in a new blank page, which
    // only cross-origin iframes need; the app has none (the widget lives in an open shadow root,
    // which axe reads), and the blank pages made accessibility.e2e.ts about three times as long.
    .setLegacyMode();
  if (within) builder = builder.include(within);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
