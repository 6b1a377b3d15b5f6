import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import { expectPath, signIn } from './support/actions.js';
import { useHarness } from './support/harness.js';

/** Serious and critical WCAG A/AA problems axe finds on the page, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  const h = useHarness();

  it('finds no serious problem on the public screens', async () => {
    const page = await openPage(h.browser, h.server.url);
    for (const path of ['/login', '/signup', '/forget-password', '/terms', '/privacy']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
    await page.context().close();
  });

  it('finds no serious problem in the dashboard, settings and the staff screens', async () => {
    const page = await openPage(h.browser, h.server.url);
    await signIn(page, h.server.demo.owner.email, h.server.demo.owner.password);
    await expectPath(page, '/');
    for (const path of [
      '/',
      '/settings',
      '/knowledgebase',
      '/users',
      '/submitted-forms',
      '/conversations',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
    await page.context().close();
  });
});
