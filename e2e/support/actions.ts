import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { MailCatcher } from './mail-catcher.js';

/** Types a six-digit code into the six boxes, one key at a time, as a person would. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1', { exact: true }).click();
  await page.keyboard.type(code, { delay: 30 });
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Waits until the page is at `path` (the SPA navigates without a load event). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  expect(new URL(page.url()).pathname).toBe(path);
}

/** Closes the open dialog as a keyboard user does, and waits until it is gone. */
export async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page
    .locator('[role="dialog"], [role="alertdialog"]')
    .first()
    .waitFor({ state: 'detached' });
}

export async function textOf(page: Page, selector = 'body'): Promise<string> {
  return (await page.locator(selector).innerText()).replace(/\s+/g, ' ');
}

export interface SignupDetails {
  name: string;
  email: string;
  organizationName: string;
  password: string;
}

/** Fills the Signup form, accepts the terms and submits it. */
export async function submitSignup(page: Page, details: SignupDetails): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(details.name);
  await page.getByLabel('Email').fill(details.email);
  await page.getByLabel('Organization Name').fill(details.organizationName);
  await page.getByLabel('Password', { exact: true }).fill(details.password);
  await page.getByLabel('Confirm Password').fill(details.password);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Signs up, lets `onVerifyPage` look at the verify page, types the mailed code and waits for the
 * onboarding wizard's first step.
 */
export async function signUpToOnboarding(
  page: Page,
  mail: MailCatcher,
  details: SignupDetails,
  onVerifyPage?: () => Promise<void>,
): Promise<void> {
  const mailsBefore = mail.mails.length;
  await submitSignup(page, details);
  await expectPath(page, '/verify-email');
  await onVerifyPage?.();
  await typeCode(page, await mail.codeFor(details.email, /verification code/, mailsBefore));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expectPath(page, '/onboarding');
  await expect.poll(() => textOf(page)).toContain('Step 1 of 5');
}

/** Ticks one choice of an onboarding multiselect, found by the group's label. */
export async function choose(page: Page, group: string, option: string): Promise<void> {
  await page.getByRole('group', { name: group }).getByText(option, { exact: true }).click();
}

/** The wizard's last step: confirms the review, completes the setup and waits for the home page. */
export async function completeSetup(page: Page): Promise<void> {
  await page.getByLabel('I have reviewed my answers').check();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect
    .poll(() => textOf(page), { timeout: 60_000 })
    .toContain('Onboarding completed successfully!');
  await expectPath(page, '/');
}
