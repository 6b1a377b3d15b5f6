import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Visitor {
  name: string;
  email: string;
  phone: string;
}

/**
 * On a page with the widget open, asks to book an appointment, fills the form the bot shows and
 * sends it, as a visitor would; waits for the bot's thanks.
 */
export async function bookAppointmentInWidget(page: Page, visitor: Visitor): Promise<void> {
  await page.getByLabel('Type your message').fill('I would like to book an appointment');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = page.getByRole('button', { name: 'Confirm Appointment' });
  await confirm.waitFor({ timeout: 20_000 });
  await page.getByLabel('Full Name').fill(visitor.name);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Phone Number').fill(visitor.phone);
  await page.getByLabel('Preferred Date').fill('2026-12-15');
  await confirm.click();
  await expect
    .poll(() => page.getByRole('log', { name: 'Messages' }).innerText())
    .toContain('Thanks! Your request was sent.');
}
