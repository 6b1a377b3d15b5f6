import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import { expectPath, signIn, signUpToOnboarding, textOf } from './support/actions.js';
import { useHarness } from './support/harness.js';
import { layoutProblems } from './support/layout-problems.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** On a desktop, tables and code show whole, without scrolling. */
const FITS = { wideContentFits: true };

/**
 * Collects the layout problems screen by screen, so one run names every screen that has any (an
 * empty list per screen is the pass).
 */
function layoutReport() {
  const found: { screen: string; problems: string[] }[] = [];
  return {
    async check(page: Page, screen: string, options?: Parameters<typeof layoutProblems>[1]) {
      // Measured once the screen's data is in: no skeleton, no table reloading.
      await expect
        .poll(() => page.locator('.animate-pulse, [aria-busy="true"]').count(), {
          message: `${screen} finishes loading`,
        })
        .toBe(0);
      found.push({ screen, problems: await layoutProblems(page, options) });
    },
    expectClean() {
      expect(found.filter((entry) => entry.problems.length > 0)).toEqual([]);
      expect(found.length).toBeGreaterThan(0);
    },
  };
}

async function openTab(page: Page, name: string | RegExp) {
  await page.getByRole('tab', { name }).click();
  await expect
    .poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected'))
    .toBe('true');
}

/** The element is wholly on the screen: a person need not scroll sideways to reach it. */
async function expectOnScreen(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect({ what, onScreen: !!box && box.x >= 0 && box.x + box.width <= width }).toEqual({
    what,
    onScreen: true,
  });
}

/** Opens each tab in turn and checks the screen with it open. */
async function checkTabs(
  page: Page,
  layout: ReturnType<typeof layoutReport>,
  screen: string,
  tabs: (string | RegExp)[],
) {
  for (const tab of tabs) {
    await openTab(page, tab);
    await layout.check(page, `${screen}: ${String(tab)}`);
  }
}

describe('layout at a 390 px phone and a 1440 px desktop', () => {
  const h = useHarness();

  it('every staff screen and tab fits a phone: no sideways page, no overlapping header', async () => {
    const layout = layoutReport();
    const { owner } = h.server.demo;
    const page = await openPage(h.browser, h.server.url, PHONE);
    await signIn(page, owner.email, owner.password);
    await expectPath(page, '/');
    await expect.poll(() => textOf(page)).toContain('Welcome back');
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    await layout.check(page, 'dashboard');

    await page.goto('/knowledgebase');
    await page.getByRole('article').first().waitFor();
    await layout.check(page, 'knowledge base');
    await checkTabs(page, layout, 'knowledge base', [
      /^Questions & Answers/,
      /^Files & Documents/,
      /^Website Content/,
      /^Crawl Settings/,
    ]);

    await page.goto('/bot');
    await page.getByRole('tab', { name: 'Appearance' }).waitFor();
    await layout.check(page, 'bot setup: Appearance');
    await checkTabs(page, layout, 'bot setup', ['Behavior', 'Features', 'Forms', 'Deploy']);

    await page.goto('/conversations?tab=analytics');
    await page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Conversation' }) })
      .getByRole('button')
      .first()
      .waitFor();
    await page.locator('.recharts-bar-rectangle').first().waitFor({ timeout: 20_000 });
    await layout.check(page, 'conversations & analytics');
    await openTab(page, 'Live');
    await page.getByText('Connected', { exact: true }).waitFor();
    await page
      .getByRole('status', { name: 'Loading live conversations' })
      .waitFor({ state: 'detached' });
    await layout.check(page, 'conversations: Live');

    await page.goto('/users');
    const viewUser = page.getByRole('button', { name: /^View Details of / }).first();
    await viewUser.waitFor();
    await layout.check(page, 'users');
    await expectOnScreen(page, viewUser, "a user's View Details");
    await viewUser.click();
    await expect.poll(() => textOf(page)).toContain('Total:');
    await layout.check(page, 'user details');

    await page.goto('/submitted-forms');
    const viewForm = page.getByRole('button', { name: /^View Details of / }).first();
    await viewForm.waitFor();
    await layout.check(page, 'submitted forms');
    await expectOnScreen(page, viewForm, "a form's View Details");

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Profile' }).waitFor();
    await layout.check(page, 'settings: Profile');
    await checkTabs(page, layout, 'settings', [
      'Team',
      'Security',
      'Notifications',
      'Integrations',
    ]);

    await page.goto('/billing');
    await page.getByRole('heading', { name: 'Billing History' }).waitFor();
    await layout.check(page, 'billing');
    await expectOnScreen(
      page,
      page.getByRole('button', { name: /^Download Invoice / }).first(),
      "an invoice's Download Invoice",
    );

    await page.goto('/help');
    await page.getByRole('tab', { name: 'Help Articles' }).waitFor();
    await layout.check(page, 'help: Help Articles');
    await checkTabs(page, layout, 'help', ['FAQ', 'Contact Support', 'My Tickets']);
    await page.context().close();
    layout.expectClean();
  });

  it('the onboarding wizard on a phone shows its form in the first screen', async () => {
    const layout = layoutReport();
    const page = await openPage(h.browser, h.server.url, PHONE);
    const owner = {
      name: 'Lena Park',
      email: 'lena@narrow-lab.example',
      organizationName: 'Narrow Lab',
      password: 'Narrow-Lab-Passw0rd!',
    };
    await signUpToOnboarding(page, h.mail, owner, () => layout.check(page, 'verify e-mail'));
    await layout.check(page, 'onboarding step 1');
    const firstField = await page.getByLabel('Industry').boundingBox();
    expect(firstField && firstField.y + firstField.height).toBeLessThanOrEqual(PHONE.height);
    await page.context().close();
    layout.expectClean();
  });

  it('the operator console fits a phone, tab by tab', async () => {
    const layout = layoutReport();
    const page = await openPage(h.browser, h.server.url, PHONE);
    await signIn(page, h.server.demo.operator.email, h.server.demo.operator.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/operator');
    await page.getByRole('tab', { name: 'Overview', exact: true }).waitFor();
    await layout.check(page, 'operator: Overview');
    await checkTabs(page, layout, 'operator', [
      'Tenant Management',
      'Packages and Plans',
      'Billing Overview',
      'Payment Gateways',
      'Transactions',
      'Support Tickets',
    ]);
    await page.context().close();
    layout.expectClean();
  });

  it('on a 1440 px desktop, tables, tenant actions and the embed snippet show whole', async () => {
    const layout = layoutReport();
    const { owner, operator } = h.server.demo;
    const page = await openPage(h.browser, h.server.url, DESKTOP);
    await signIn(page, owner.email, owner.password);
    await expectPath(page, '/');
    await expect.poll(() => textOf(page)).toContain('Welcome back');
    await layout.check(page, 'dashboard', FITS);

    await page.goto('/conversations?tab=analytics');
    await page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Conversation' }) })
      .getByRole('button')
      .first()
      .waitFor();
    await layout.check(page, 'conversations & analytics', FITS);

    for (const [path, screen] of [
      ['/users', 'users'],
      ['/submitted-forms', 'submitted forms'],
    ] as const) {
      await page.goto(path);
      await page
        .getByRole('button', { name: /^View Details of / })
        .first()
        .waitFor();
      await layout.check(page, screen, FITS);
    }

    await page.goto('/bot?tab=deploy');
    await page.getByRole('tab', { name: 'Deploy' }).waitFor();
    await openTab(page, 'Deploy');
    await page.locator('main pre').first().waitFor();
    await layout.check(page, 'bot setup: Deploy', FITS);

    await page.goto('/billing');
    await page.getByRole('heading', { name: 'Billing History' }).waitFor();
    await layout.check(page, 'billing', FITS);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectPath(page, '/login');
    await signIn(page, operator.email, operator.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/operator?tab=tenants');
    await page
      .getByRole('button', { name: /^View / })
      .first()
      .waitFor();
    await layout.check(page, 'operator: Tenant Management', FITS);
    await page.context().close();
    layout.expectClean();
  });
});
