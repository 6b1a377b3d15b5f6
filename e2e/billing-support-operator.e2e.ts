import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectPath, signIn, textOf } from './support/actions.js';
import { seriousViolations } from './support/axe.js';
import { openPage } from './support/browser.js';
import { useHarness } from './support/harness.js';

/** What the usage bar of `label` says to a screen reader ("12 of 3000 used (0%)"). */
const usageOf = (page: Page, label: string) =>
  page.getByRole('progressbar', { name: label }).getAttribute('aria-valuetext');

describe('billing and help: a plan change that moves the limits, an invoice, a support ticket', () => {
  const h = useHarness();

  it('changes the plan through the confirm dialog, and the limits follow', async () => {
    const owner = await openPage(h.browser, h.server.url);
    await signIn(owner, h.server.demo.owner.email, h.server.demo.owner.password);
    await expectPath(owner, '/');
    await owner.getByRole('link', { name: 'Billing' }).click();
    await expectPath(owner, '/billing');

    await expect.poll(() => usageOf(owner, 'Conversations this month')).toMatch(/ of 3000 used /);
    expect(await usageOf(owner, 'Knowledge base entries')).toMatch(/used, unlimited$/);
    const current = owner.getByRole('region', { name: 'Professional plan' });
    expect(await current.getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
    expect(await seriousViolations(owner)).toEqual([]);

    await owner.getByRole('button', { name: 'Upgrade: Enterprise' }).click();
    const dialog = owner.getByRole('alertdialog', { name: 'Confirm Plan Change' });
    expect(await dialog.innerText()).toContain(
      'Are you sure you want to change your plan? This will take effect immediately.',
    );
    await dialog.getByRole('button', { name: 'Change to Enterprise' }).click();
    await expect.poll(() => textOf(owner)).toContain('You are now on the Enterprise plan');
    await expect.poll(() => usageOf(owner, 'Conversations this month')).toMatch(/used, unlimited$/);
    expect(await usageOf(owner, 'Team seats')).toMatch(/used, unlimited$/);
    await expect.poll(() => textOf(owner, 'header')).toContain('Enterprise');

    // The invoice of a history row is a real document.
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner
        .getByRole('button', { name: /^Download Invoice / })
        .first()
        .click(),
    ]);
    const invoice = await readFile((await download.path()) ?? '', 'utf8');
    expect(invoice).toContain('Riverside Diagnostics');
    expect(invoice).toMatch(/Invoice/);
    await owner.context().close();
  });

  it('creates a support ticket that My Tickets lists as open', async () => {
    const owner = await openPage(h.browser, h.server.url);
    await signIn(owner, h.server.demo.owner.email, h.server.demo.owner.password);
    await expectPath(owner, '/');
    await owner.getByRole('link', { name: 'Help' }).click();
    await expectPath(owner, '/help');
    await expect.poll(() => textOf(owner)).toContain('Getting Started');

    await owner.getByRole('tab', { name: 'Contact Support' }).click();
    await owner.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect.poll(() => textOf(owner)).toContain('Subject is required');
    await owner.getByLabel('Subject').fill('The widget does not show on our booking page');
    await owner.getByLabel('Priority').selectOption({ label: 'High - Bug or issue' });
    await owner
      .getByLabel('Message')
      .fill('Since this morning the chat button is missing on /book. Other pages are fine.');
    await owner.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect
      .poll(() => textOf(owner))
      .toContain('Support ticket created. We will reply within 24 hours.');

    await owner.getByRole('tab', { name: 'My Tickets' }).click();
    const ticket = owner.getByRole('button', { name: /The widget does not show/ });
    await ticket.waitFor();
    await expect.poll(() => textOf(owner)).toMatch(/The widget does not show.*open/);
    expect(await seriousViolations(owner)).toEqual([]);
    await owner.context().close();
  });
});
