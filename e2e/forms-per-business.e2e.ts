import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  choose,
  completeSetup,
  expectPath,
  signIn,
  signUpToOnboarding,
  textOf,
} from './support/actions.js';
import { openPage } from './support/browser.js';
import { useHarness } from './support/harness.js';
import { saveBotSettings, signInToApi } from './support/staff-api.js';

const SOFTWARE_OWNER = {
  name: 'Priya Raman',
  email: 'priya@ledgerly.example',
  organizationName: 'Ledgerly',
  password: 'Ledg3rly-Books!',
};
/** The lab's categories as any staff screen words them (SPEC §2, §9). */
const LAB_WORDS = ['Appointments', 'Home Collection', 'Test Report', 'General Inquir'];

async function next(page: Page, step: number): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => textOf(page)).toContain(`Step ${step} of 5`);
}

/** The five steps of the wizard for a software company, as its owner would answer them. */
async function onboardSoftwareCompany(page: Page): Promise<void> {
  await page.getByLabel('Industry').selectOption('Software & Technology');
  await page.getByLabel('Business name').fill('Ledgerly');
  await page.getByLabel('Services offered').fill('Bookkeeping software\nPayroll\nInvoicing');
  await next(page, 2);
  await choose(page, 'Goals', 'Customer Support');
  await choose(page, 'Goals', 'Appointment Booking');
  await choose(page, 'Where will the bot appear?', 'Website Widget');
  await choose(page, 'When should the bot hand over to your team?', 'Visitor asks for a person');
  await next(page, 3);
  await choose(page, 'Knowledge sources', 'Questions and answers we write');
  await page.getByLabel('How often does this information change?').selectOption('Weekly');
  await page
    .getByLabel('When the bot does not know the answer, it says')
    .fill('I do not know that yet. Please write to help@ledgerly.example.');
  await next(page, 4);
  await page.getByLabel('Tone').selectOption('Friendly');
  await page.getByLabel('Greeting message').fill('Hi! Ask me anything about Ledgerly.');
  await next(page, 5);
  await completeSetup(page);
}

/**
 * The text of the staff screens that name forms (Home, Conversations & Analytics, Submitted Forms),
 * each read once it shows what it is awaited to show.
 */
async function formScreensText(
  page: Page,
  awaited: { home: string; analytics: string; forms: string },
): Promise<string[]> {
  const texts: string[] = [];
  for (const [path, text] of [
    ['/', awaited.home],
    ['/conversations?tab=analytics', awaited.analytics],
    ['/submitted-forms', awaited.forms],
  ] as const) {
    await page.goto(path);
    await expect.poll(() => textOf(page)).toContain(text);
    texts.push(await textOf(page));
  }
  return texts;
}

describe('forms that fit each business', () => {
  const h = useHarness();

  it("keeps SPEC's five forms for the lab's demo organization", async () => {
    const page = await openPage(h.browser, h.server.url);
    await signIn(page, h.server.demo.owner.email, h.server.demo.owner.password);
    await expectPath(page, '/');

    await expect.poll(() => textOf(page)).toContain('Home Collection');
    const home = await textOf(page);
    for (const label of ['Appointments', 'Home Collection', 'Test Reports']) {
      expect(home).toContain(label);
    }
    for (const label of ['General Inquiries', 'Complaints']) expect(home).toContain(label);

    await page.goto('/conversations?tab=analytics');
    // The chart's bars are read out from its table, one row per category.
    const chart = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Forms', exact: true }) });
    await expect
      .poll(() => chart.innerText())
      .toMatch(/Appointments[\s\S]*Home Collection[\s\S]*Complaints[\s\S]*General Inquiry/);
    expect(await chart.innerText()).toContain('Test Reports');

    await page.goto('/bot');
    await page.getByRole('tab', { name: 'Forms' }).click();
    const list = page.getByRole('region', { name: 'Your forms' });
    await expect
      .poll(() => list.innerText())
      .toMatch(
        /Appointments[\s\S]*Home Collection[\s\S]*Complaints\/Feedback[\s\S]*General Inquiry[\s\S]*Test Report/,
      );
    await page.context().close();
  });

  it('gives a software company its own forms; a field added in the editor reaches the widget and the drawer', async () => {
    const page = await openPage(h.browser, h.server.url);
    await signUpToOnboarding(page, h.mail, SOFTWARE_OWNER);
    await onboardSoftwareCompany(page);

    // No lab category on any screen that names forms.
    const before = await formScreensText(page, {
      home: 'Demo Request',
      analytics: 'No forms submitted in this period',
      forms: 'No forms submitted yet',
    });
    for (const [index, text] of before.entries()) {
      for (const word of LAB_WORDS) expect(text, `screen ${index}: ${word}`).not.toContain(word);
    }

    // The editor: Demo Request gets a required number field.
    await page.goto('/bot');
    await page.getByRole('tab', { name: 'Forms' }).click();
    await page.getByRole('button', { name: 'Demo Request', exact: true }).click();
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByLabel('Label', { exact: true }).last().fill('Number of seats');
    await page.getByLabel('Type', { exact: true }).last().selectOption('number');
    await page.getByLabel('Required', { exact: true }).last().check();
    await page.getByRole('button', { name: 'Save Forms' }).click();
    await expect.poll(() => textOf(page)).toContain('Forms saved successfully!');

    // A visitor asks for a demo and gets the organization's form with the new field.
    const api = await signInToApi(h.server.url, SOFTWARE_OWNER.email, SOFTWARE_OWNER.password);
    const botId = await saveBotSettings(api, { appointmentBooking: 'true' });
    const visitor = await openPage(h.browser, h.server.url);
    await visitor.goto(`/widget-preview?botId=${botId}`);
    await visitor.getByRole('button', { name: 'Open chat' }).click();
    await visitor.getByLabel('Type your message').fill('Can I book a demo for my team?');
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
    const send = visitor.getByRole('button', { name: 'Request Demo' });
    await send.waitFor({ timeout: 20_000 });
    await visitor.getByLabel('Full Name').fill('Omar Haddad');
    await visitor.getByLabel('Work Email').fill('omar@northwind.example');
    await visitor.getByLabel('Company').fill('Northwind');
    await visitor.getByLabel('Team Size').selectOption('11–50');
    // The number field is required: the form says so before anything is sent.
    await send.click();
    await expect
      .poll(() => visitor.getByRole('alert').first().innerText())
      .toContain('Please fill in: Number of seats.');
    await visitor.getByLabel('Number of seats').fill('25');
    await visitor.getByRole('radio', { name: '10:00' }).check();
    await send.click();
    const recap = visitor.getByRole('region', { name: 'Book a Demo' });
    await expect.poll(() => recap.innerText()).toContain('Thanks! Your request was sent.');
    expect(await recap.innerText()).toContain('Number of seats');
    await visitor.context().close();

    // Staff read it in the drawer under the form's labels, with the form's own action.
    await page.goto('/submitted-forms');
    await page
      .getByRole('button', { name: 'View Details of Demo Request form from Omar Haddad' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Form Details' });
    await expect.poll(() => drawer.innerText()).toContain('Number of seats');
    const details = await drawer.innerText();
    expect(details).toMatch(/Number of seats\s*25/);
    expect(details).toMatch(/Preferred Time\s*10:00/);
    expect(await drawer.getByRole('button', { name: 'Schedule Demo' }).count()).toBe(1);
    await page.keyboard.press('Escape');

    // Every screen counts it under Demo Request, still without a lab category.
    const after = await formScreensText(page, {
      home: 'Demo Request',
      analytics: 'Demo Request',
      forms: 'Demo Request',
    });
    for (const text of after) {
      for (const word of LAB_WORDS) expect(text).not.toContain(word);
    }
    await page.context().close();
  });
});
