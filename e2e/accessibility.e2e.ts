import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import { closeDialog, expectPath, signIn, signUpToOnboarding, textOf } from './support/actions.js';
import { seriousViolations, TOASTS } from './support/axe.js';
import { useHarness } from './support/harness.js';
import { enableBotFeature, signInToApi } from './support/staff-api.js';

/**
 * Collects axe's serious problems screen by screen, so one run reports every screen that has any
 * (an empty list per screen is the pass).
 */
function axeReport() {
  const found: { screen: string; violations: string[] }[] = [];
  return {
    async check(page: Page, screen: string, within?: string, exclude?: string) {
      const started = Date.now();
      found.push({ screen, violations: await seriousViolations(page, within, exclude) });
      if (process.env.AXE_TIMINGS) console.log(screen, Date.now() - started);
    },
    expectClean() {
      expect(found.filter((entry) => entry.violations.length > 0)).toEqual([]);
      return found.length;
    },
  };
}

const TAB_PANEL = '[role="tabpanel"][data-state="active"]';
const DIALOG = '[role="dialog"], [role="alertdialog"]';

async function openTab(page: Page, name: string | RegExp) {
  await page.getByRole('tab', { name }).click();
  await expect
    .poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected'))
    .toBe('true');
}

describe('accessibility (axe: WCAG 2.1 A and AA, best practices)', () => {
  const h = useHarness();

  it('finds no serious problem on the public screens', async () => {
    const page = await openPage(h.browser, h.server.url);
    for (const path of ['/login', '/signup', '/forget-password', '/terms', '/privacy']) {
      await page.goto(path);
      // Each public screen is drawn once its title is.
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
    await page.context().close();
  });

  it('finds no serious problem in the onboarding wizard of a fresh account', async () => {
    const axe = axeReport();
    const page = await openPage(h.browser, h.server.url);
    const owner = {
      name: 'Noor Haddad',
      email: 'noor@axe-lab.example',
      organizationName: 'Axe Lab',
      password: 'Axe-Lab-Passw0rd!',
    };
    await signUpToOnboarding(page, h.mail, owner, () => axe.check(page, 'verify e-mail'));
    // Steps 1 and 5 are checked by onboarding.e2e.ts.

    const next = async (step: number) => {
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => textOf(page)).toContain(`Step ${step} of 5`);
      // The "saved" toasts are still sliding in and stacking: axe would measure them mid-fade.
      if (step < 5) await axe.check(page, `onboarding step ${step}`, undefined, TOASTS);
    };
    const choose = (group: string, option: string) =>
      page.getByRole('group', { name: group }).getByText(option, { exact: true }).click();
    await page.getByLabel('Industry').selectOption('Healthcare & Diagnostics');
    await page.getByLabel('Business name').fill('Axe Lab Diagnostics');
    await page.getByLabel('Services offered').fill('Blood tests');
    await next(2);
    await choose('Goals', 'Customer Support');
    await choose('Where will the bot appear?', 'Website Widget');
    await choose('When should the bot hand over to your team?', 'Visitor asks for a person');
    await next(3);
    await choose('Knowledge sources', 'Questions and answers we write');
    await page.getByLabel('How often does this information change?').selectOption('Weekly');
    await page
      .getByLabel('When the bot does not know the answer, it says')
      .fill('Please call us and we will help.');
    await next(4);
    await page.getByLabel('Tone').selectOption('Friendly');
    await page.getByLabel('Greeting message').fill('Hello! How can we help you today?');
    await next(5);
    await page.context().close();
    axe.expectClean();
  });

  // The dashboard's screens in three tests, each signed in on its own page: one test for all of
  // them ran past the test timeout on a loaded machine.
  async function signedInOwnerPage(): Promise<Page> {
    const { owner } = h.server.demo;
    const page = await openPage(h.browser, h.server.url);
    await signIn(page, owner.email, owner.password);
    await expectPath(page, '/');
    await expect.poll(() => textOf(page)).toContain('Welcome back');
    return page;
  }

  it('finds no serious problem on the dashboard, the knowledge base and the bot setup', async () => {
    const axe = axeReport();
    const page = await signedInOwnerPage();
    await axe.check(page, 'dashboard');

    await page.goto('/knowledgebase');
    await page.getByRole('article').first().waitFor();
    await axe.check(page, 'knowledge base');
    for (const tab of ['Questions & Answers', 'Files & Documents', 'Website Content']) {
      await openTab(page, new RegExp(`^${tab}`));
      await axe.check(page, `knowledge base: ${tab}`, TAB_PANEL);
    }
    await openTab(page, /^All Content/);
    await page.getByRole('article').first().getByRole('button', { name: 'View details' }).click();
    await axe.check(page, 'knowledge entry details', DIALOG);
    await closeDialog(page);
    await page.getByRole('button', { name: 'Add Content' }).click();
    await axe.check(page, 'Add Content dialog', DIALOG);
    await closeDialog(page);
    await page.getByRole('button', { name: 'Add Website' }).first().click();
    await axe.check(page, 'Add Website dialog', DIALOG);
    await closeDialog(page);
    await openTab(page, /^Crawl Settings/);
    await axe.check(page, 'knowledge base: Crawl Settings', TAB_PANEL);

    await page.goto('/bot');
    await page.getByRole('tab', { name: 'Appearance' }).waitFor();
    await axe.check(page, 'bot setup: Appearance');
    for (const tab of ['Behavior', 'Features', 'Forms', 'Deploy']) {
      await openTab(page, tab);
      await axe.check(page, `bot setup: ${tab}`, TAB_PANEL);
    }
    await page.context().close();
    axe.expectClean();
  });

  it('finds no serious problem in conversations, users and submitted forms', async () => {
    const axe = axeReport();
    const page = await signedInOwnerPage();
    await page.goto('/conversations?tab=analytics');
    const conversations = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Conversation' }) });
    await conversations.getByRole('button').first().waitFor();
    await axe.check(page, 'conversations & analytics');
    await conversations.getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    await axe.check(page, 'conversation details', DIALOG);
    await closeDialog(page);
    await openTab(page, 'Live');
    await page.getByText('Connected', { exact: true }).waitFor();
    // The loaded queue, not its skeleton.
    await page
      .getByRole('status', { name: 'Loading live conversations' })
      .waitFor({ state: 'detached' });
    await axe.check(page, 'conversations: Live', TAB_PANEL);

    await page.goto('/users');
    await page
      .getByRole('button', { name: /^View Details of / })
      .first()
      .click();
    await expect.poll(() => textOf(page)).toContain('User Information');
    await axe.check(page, 'user details');

    await page.goto('/submitted-forms');
    await page
      .getByRole('button', { name: /^View Details of / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Form Details' }).waitFor();
    await axe.check(page, 'submitted form details', DIALOG);
    await page.context().close();
    axe.expectClean();
  });

  it('finds no serious problem in settings and help, a support ticket included', async () => {
    const axe = axeReport();
    const { owner } = h.server.demo;
    const api = await signInToApi(h.server.url, owner.email, owner.password);
    await api.sendJson('POST', '/support/tickets', {
      subject: 'Axe ticket',
      priority: 'low',
      message: 'Checking.',
    });
    const page = await signedInOwnerPage();
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Profile' }).waitFor();
    await axe.check(page, 'settings: Profile');
    for (const tab of ['Team', 'Security', 'Notifications', 'Integrations']) {
      await openTab(page, tab);
      await axe.check(page, `settings: ${tab}`, TAB_PANEL);
    }

    await page.goto('/help');
    await page.getByRole('tab', { name: 'Help Articles' }).waitFor();
    await axe.check(page, 'help: Help Articles');
    for (const tab of ['FAQ', 'Contact Support', 'My Tickets']) {
      await openTab(page, tab);
      await axe.check(page, `help: ${tab}`, TAB_PANEL);
    }
    await page.getByRole('button', { name: 'Axe ticket' }).click();
    await page.getByRole('dialog').waitFor();
    await axe.check(page, 'support ticket dialog', DIALOG);
    await page.context().close();
    axe.expectClean();
  });

  it('finds no serious problem in the operator console', async () => {
    const axe = axeReport();
    const page = await openPage(h.browser, h.server.url);
    await signIn(page, h.server.demo.operator.email, h.server.demo.operator.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/operator');
    await page.getByRole('tab', { name: 'Overview', exact: true }).waitFor();
    await axe.check(page, 'operator: Overview');
    for (const tab of [
      'Tenant Management',
      'Packages and Plans',
      'Billing Overview',
      'Payment Gateways',
      'Transactions',
      'Support Tickets',
    ]) {
      await openTab(page, tab);
      await axe.check(page, `operator: ${tab}`, TAB_PANEL);
    }
    await page.context().close();
    axe.expectClean();
  });

  it('finds no serious problem in the widget: closed, open with messages, showing a form', async () => {
    const axe = axeReport();
    const { owner } = h.server.demo;
    const botId = await enableBotFeature(
      await signInToApi(h.server.url, owner.email, owner.password),
      'appointmentBooking',
    );
    const page = await openPage(h.browser, h.server.url);
    await page.goto(`/widget-preview?botId=${botId}`);
    const launcher = page.getByRole('button', { name: 'Open chat' });
    await launcher.waitFor();
    await axe.check(page, 'widget closed');
    await launcher.click();
    await page.getByLabel('Type your message').fill('I would like to book an appointment');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm Appointment' }).waitFor({ timeout: 20_000 });
    await axe.check(page, 'widget open, with messages and a form');
    await page.context().close();
    axe.expectClean();
  });
});
