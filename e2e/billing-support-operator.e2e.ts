import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { operatorMessages } from '@concierge/shared';
import { describe, expect, it } from 'vitest';
import { expectPath, signIn, textOf } from './support/actions.js';
import { seriousViolations } from './support/axe.js';
import { openPage } from './support/browser.js';
import { useHarness } from './support/harness.js';
import { signInToApi } from './support/staff-api.js';

/** What the usage bar of `label` says to a screen reader ("12 of 3000 used (0%)"). */
const usageOf = (page: Page, label: string) =>
  page.getByRole('progressbar', { name: label }).getAttribute('aria-valuetext');

describe('billing, support and the operator console', () => {
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

  it('a ticket an owner creates is answered by the operator, and the owner sees its status change', async () => {
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
    const ticketRow = () =>
      owner.getByRole('row', { name: /The widget does not show/ }).innerText();
    await expect.poll(ticketRow).toMatch(/\bopen\b/);
    expect(await seriousViolations(owner)).toEqual([]);

    // The operator answers it from the console.
    const operator = await signInAsOperator();
    await operator.getByRole('tab', { name: 'Support Tickets' }).click();
    await operator.getByRole('button', { name: /The widget does not show/ }).click();
    const detail = operator.getByRole('dialog', { name: /The widget does not show/ });
    await expect.poll(() => textOf(operator, '[role="dialog"]')).toContain('Riverside Diagnostics');
    await detail.getByLabel('Reply').fill('Thanks, we are looking at it. Is the page cached?');
    await detail.getByRole('button', { name: 'Send Reply' }).click();
    await expect.poll(() => textOf(operator)).toContain('Reply sent');
    expect(await seriousViolations(operator)).toEqual([]);

    await owner.reload();
    await owner.getByRole('tab', { name: 'My Tickets' }).click();
    await expect.poll(ticketRow).toContain('in-progress');
    await owner.getByRole('button', { name: /The widget does not show/ }).click();
    await expect
      .poll(() => textOf(owner, '[role="dialog"]'))
      .toContain('Thanks, we are looking at it. Is the page cached?');
    await owner.keyboard.press('Escape');

    await detail.getByLabel('Status').selectOption('resolved');
    await expect.poll(() => textOf(operator)).toContain('Ticket status updated');
    await owner.reload();
    await owner.getByRole('tab', { name: 'My Tickets' }).click();
    await expect.poll(ticketRow).toContain('resolved');
    await operator.context().close();
    await owner.context().close();
  });

  it('the operator suspends the demo tenants: the owner is signed out, cannot sign in, and the widget stops', async () => {
    const ownerApi = await signInToApi(
      h.server.url,
      h.server.demo.owner.email,
      h.server.demo.owner.password,
    );
    const [bot] = await ownerApi.call<{ id: string }[]>('/auth/chatbot-settings');
    const widgetConfig = () => fetch(`${h.server.url}/api/public/bots/${bot?.id}/config`);
    expect((await widgetConfig()).status).toBe(200);

    const operator = await signInAsOperator();
    await operator.getByRole('tab', { name: 'Tenant Management' }).click();
    const search = operator.getByPlaceholder('Search tenants by name or owner email...');
    const suspend = async (name: string) => {
      await search.fill(name.split(' ')[0] ?? name);
      const row = operator.getByRole('row', { name: new RegExp(name) });
      await row.getByRole('button', { name: 'Suspend' }).click();
      await operator.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
      await expect.poll(() => textOf(operator)).toContain(`${name} suspended`);
      return row;
    };
    const riverside = await suspend('Riverside Diagnostics');
    await expect.poll(() => riverside.innerText()).toMatch(/suspended/i);
    expect(await seriousViolations(operator)).toEqual([]);
    expect((await widgetConfig()).status).toBe(403);

    // The demo owner also belongs to the clinic: signing in lands there, without the lab.
    const owner = await openPage(h.browser, h.server.url);
    await signIn(owner, h.server.demo.owner.email, h.server.demo.owner.password);
    await expectPath(owner, '/');
    await expect.poll(() => textOf(owner, 'header')).toContain('Lakeside Family Clinic');
    expect(await textOf(owner, 'header')).not.toContain('Riverside Diagnostics');

    // With the clinic suspended too, the open session ends at its next call, saying why.
    const lakeside = await suspend('Lakeside Family Clinic');
    await owner.getByRole('link', { name: 'Billing' }).click();
    await expectPath(owner, '/login');
    await expect.poll(() => textOf(owner)).toContain(operatorMessages.tenantSuspended);
    await signIn(owner, h.server.demo.owner.email, h.server.demo.owner.password);
    await expect.poll(() => textOf(owner)).toContain(operatorMessages.tenantSuspended);
    expect(new URL(owner.url()).pathname).toBe('/login');

    await lakeside.getByRole('button', { name: 'Activate' }).click();
    await expect.poll(() => textOf(operator)).toContain('Lakeside Family Clinic activated');
    await search.fill('riverside');
    await riverside.getByRole('button', { name: 'Activate' }).click();
    await expect.poll(() => textOf(operator)).toContain('Riverside Diagnostics activated');
    await signIn(owner, h.server.demo.owner.email, h.server.demo.owner.password);
    await expectPath(owner, '/');
    await expect.poll(() => textOf(owner, 'header')).toContain('Riverside Diagnostics');
    expect((await widgetConfig()).status).toBe(200);
    await operator.context().close();
    await owner.context().close();
  });

  async function signInAsOperator(): Promise<Page> {
    const operator = await openPage(h.browser, h.server.url);
    await signIn(operator, h.server.demo.operator.email, h.server.demo.operator.password);
    // The operator's home is the console.
    await expectPath(operator, '/operator');
    return operator;
  }
});
