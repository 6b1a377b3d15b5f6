import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import {
  choose,
  completeSetup,
  expectPath,
  submitSignup,
  textOf,
  typeCode,
} from './support/actions.js';
import { seriousViolations, TOASTS } from './support/axe.js';
import { useHarness } from './support/harness.js';

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/src/modules/knowledge/fixtures',
);

const OWNER = {
  name: 'Hana Ortiz',
  email: 'hana@harbor-point.example',
  organizationName: 'Harbor Point',
  password: 'Harb0r-Point-Lab!',
};
const BUSINESS = 'Harbor Point Diagnostics';

async function continueTo(page: Page, savedTitle: string, nextStep: number): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => textOf(page)).toContain(`Step ${savedTitle} saved locally!`);
  await expect.poll(() => textOf(page)).toContain(`Step ${nextStep} of 5`);
}

describe('onboarding: from a fresh sign-up to a bot that answers', () => {
  const h = useHarness();

  it('walks the five steps with a document and launches a working bot', async () => {
    const page = await openPage(h.browser, h.server.url);
    const mailsBefore = h.mail.mails.length;
    await submitSignup(page, OWNER);
    await expectPath(page, '/verify-email');
    await typeCode(page, await h.mail.codeFor(OWNER.email, /verification code/, mailsBefore));
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expectPath(page, '/onboarding');
    await expect.poll(() => textOf(page)).toContain('Step 1 of 5');
    expect(await textOf(page)).toContain('0%');

    // Step 1: an incomplete step stays put with the SPEC warning.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => textOf(page))
      .toContain('Please fill in all required fields to continue.');
    // The warning's toast is left out (see TOASTS).
    expect(await seriousViolations(page, undefined, TOASTS)).toEqual([]);
    // Later steps cannot be jumped to yet.
    expect(await page.getByRole('button', { name: /Goals and Deployment/ }).isDisabled()).toBe(
      true,
    );

    await page.getByLabel('Industry').selectOption('Healthcare & Diagnostics');
    await page.getByLabel('Business name').fill(BUSINESS);
    await page.getByLabel('Website').fill('https://harbor-point.example');
    await page
      .getByLabel('Services offered')
      .fill('Blood tests\nHome sample collection\nThyroid profile');
    await continueTo(page, 'Business Basics', 2);
    expect(await textOf(page)).toContain('25%');

    // The answers are kept in the browser: a reload loses nothing.
    await page.reload();
    await expect.poll(() => textOf(page)).toContain('Step 2 of 5');
    await page.getByRole('button', { name: /Business Basics/ }).click();
    expect(await page.getByLabel('Business name').inputValue()).toBe(BUSINESS);
    await page.getByRole('button', { name: /Goals and Deployment/ }).click();

    // Step 2: lead qualification appears only for Lead Generation.
    await choose(page, 'Goals', 'Customer Support');
    await choose(page, 'Goals', 'Appointment Booking');
    expect(await page.getByLabel('What makes a good lead?').count()).toBe(0);
    await choose(page, 'Where will the bot appear?', 'Website Widget');
    await choose(page, 'When should the bot hand over to your team?', 'Visitor asks for a person');
    await continueTo(page, 'Goals and Deployment', 3);

    // Step 3: a Word document joins the knowledge sources.
    await choose(page, 'Knowledge sources', 'Uploaded documents');
    await choose(page, 'Knowledge sources', 'Questions and answers we write');
    await page
      .getByLabel('Upload documents', { exact: true })
      .setInputFiles(path.join(fixtures, 'sample.docx'));
    await expect.poll(() => textOf(page)).toContain('sample.docx');
    await page.getByLabel('How often does this information change?').selectOption('Weekly');
    await page
      .getByLabel('When the bot does not know the answer, it says')
      .fill('I do not know that yet. Please call us at 555-0142 and we will help.');
    await continueTo(page, 'Knowledge Sources', 4);

    // Step 4: with AI Suggestions on, a greeting in the chosen tone fills the field in one click.
    await page.getByLabel('Tone').selectOption('Friendly');
    await page.getByRole('switch', { name: 'AI Suggestions' }).click();
    const suggestion = page.getByRole('button', { name: /Use suggestion.*Greeting/i }).first();
    await suggestion.click();
    expect(await page.getByLabel('Greeting message').inputValue()).toContain(BUSINESS);
    await continueTo(page, 'Policies, Tone and Personality', 5);

    // Step 5: review and launch.
    const review = await textOf(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(review).toContain(BUSINESS);
    expect(review).toContain('sample.docx');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect
      .poll(() => textOf(page))
      .toContain('Please fill in all required fields to continue.');
    await completeSetup(page);
    await expect.poll(() => textOf(page)).toContain(`Welcome back, ${BUSINESS}!`);

    // The knowledge base holds the generated entries and the document, published once read.
    await page.getByRole('link', { name: 'Knowledgebase' }).click();
    await expectPath(page, '/knowledgebase');
    const document = page.getByRole('article', { name: /Sunrise Diagnostics|^sample/i }).first();
    await expect
      .poll(() => document.locator('[data-status]').first().getAttribute('data-status'), {
        timeout: 30_000,
      })
      .toBe('published');
    await page.reload();
    await expect.poll(() => textOf(page)).toContain('Do you offer home sample collection?');

    // The widget from Deploy answers from the uploaded document.
    await page.getByRole('link', { name: 'Bot Setup & Deploy' }).click();
    await page.getByRole('tab', { name: 'Deploy' }).click();
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Test Deployment' }).click(),
    ]);
    await preview.getByRole('button', { name: 'Open chat' }).click({ timeout: 20_000 });
    const messages = preview.getByRole('log', { name: 'Messages' });
    await expect.poll(() => messages.innerText(), { timeout: 20_000 }).toContain(BUSINESS);
    await preview.getByLabel('Type your message').fill('when are you open on sundays?');
    await preview.getByRole('button', { name: 'Send', exact: true }).click();
    await expect
      .poll(() => messages.innerText(), { timeout: 20_000 })
      .toContain('7:00 AM to 1:00 PM');
    await page.context().close();
  });
});
