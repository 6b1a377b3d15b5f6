import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Serious and critical WCAG A/AA problems axe finds on the page, as readable lines; `within` (a CSS
 * selector) limits the check to a part of it, e.g. a dialog or a tab panel opened on a page
 * already checked whole; `exclude` leaves a part out.
 */
export async function seriousViolations(
  page: Page,
  within?: string,
  exclude?: string,
): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Only violations are read: skipping the detail of passes keeps each check quicker.
    .options({ resultTypes: ['violations'] });
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
