import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import { expectPath, signIn } from './support/actions.js';
import { seriousViolations } from './support/axe.js';
import { useHarness } from './support/harness.js';

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
