import type { DashboardStats, SubmittedFormsPage } from '@concierge/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import { expectPath, signIn, textOf } from './support/actions.js';
import { useHarness } from './support/harness.js';
import { enableBotFeature, signInToApi } from './support/staff-api.js';
import { bookAppointmentInWidget } from './support/widget-visitor.js';

const VISITOR = {
  name: 'Iris Calloway',
  email: 'iris.calloway@example.com',
  phone: '+1 555 0142',
};

/** A figure of a dashboard or analytics card, read from the screen ("1,234" → 1234). */
async function cardFigure(page: Page, label: string): Promise<number> {
  const term = page.locator('dt').filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) });
  const figure = term.first().locator('xpath=following-sibling::dd[1]');
  return Number((await figure.innerText()).replace(/,/g, ''));
}

describe('the staff side of a conversation', () => {
  const h = useHarness();

  it('follows a widget chat into Users, User Details, Submitted Forms, the dashboard and the charts', async () => {
    const { owner } = h.server.demo;
    const api = await signInToApi(h.server.url, owner.email, owner.password);
    const botId = await enableBotFeature(api, 'appointmentBooking');

    const staff = await openPage(h.browser, h.server.url);
    await signIn(staff, owner.email, owner.password);
    await expectPath(staff, '/');
    await expect.poll(() => textOf(staff)).toContain('Welcome back, Riverside Diagnostics!');
    await expect.poll(() => cardFigure(staff, 'Sessions Today')).not.toBeNaN();
    const sessionsBefore = await cardFigure(staff, 'Sessions Today');

    // A visitor chats through the widget on the deployment preview page and books a visit.
    const visitor = await openPage(h.browser, h.server.url);
    await visitor.goto(`/widget-preview?botId=${botId}`);
    await visitor.getByRole('button', { name: 'Open chat' }).click();
    await bookAppointmentInWidget(visitor, VISITOR);
    await visitor.context().close();

    // Users: the visitor, named by the form, with one chat.
    await staff.getByRole('link', { name: 'Users', exact: true }).click();
    await expectPath(staff, '/users');
    await staff.getByLabel('Search users').fill('calloway');
    const row = staff.getByRole('row', { name: new RegExp(VISITOR.name) });
    await row.waitFor();
    expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(
      new RegExp(`${VISITOR.email} ${VISITOR.phone.replace('+', '\\+')} Active (Yes|No) 1 `),
    );
    await row.getByRole('button', { name: /View Details/ }).click();
    await expect.poll(() => textOf(staff)).toContain('Total: 1 session(s)');
    const details = await textOf(staff);
    expect(details).toContain('User Information');
    expect(details).toContain('Session 1');
    expect(details).toContain('I would like to book an appointment');
    expect(details).toContain('Book an Appointment');
    expect(details).toContain('Category: Appointments');
    // The same link in a new tab, whose session storage is empty: the user comes from the server.
    const newTab = await staff.context().newPage();
    await newTab.goto(staff.url());
    await expect.poll(() => textOf(newTab)).toContain('Total: 1 session(s)');
    expect(await textOf(newTab)).not.toContain('User data not found');
    await newTab.close();

    // Submitted Forms: the newest form is the visitor's; process it through the modal.
    await staff.getByRole('link', { name: 'Submitted Forms', exact: true }).click();
    await expectPath(staff, '/submitted-forms');
    await staff
      .getByRole('button', { name: `View Details of Appointments form from ${VISITOR.name}` })
      .click();
    const drawer = staff.getByRole('dialog', { name: 'Form Details' });
    await expect.poll(() => drawer.innerText()).toContain(VISITOR.email);
    await drawer.getByRole('button', { name: 'Confirm Appointment' }).click();
    const modal = staff.getByRole('dialog', { name: 'Confirm Action' });
    await expect
      .poll(() => modal.innerText())
      .toContain('Are you sure you want to process this form?');
    await modal.getByRole('button', { name: 'Process Form' }).click();
    await expect.poll(() => textOf(staff)).toContain('Form processed successfully!');

    // Cancel an open form on page 2: the list reloads on page 2, and a reload keeps it there.
    await staff.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect
      .poll(() =>
        staff.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current'),
      )
      .toBe('page');
    // Page 1's rows stay, the table marked busy, until page 2's arrive.
    await expect
      .poll(() => staff.getByRole('table', { name: 'Submitted forms' }).getAttribute('aria-busy'))
      .toBeNull();
    const pageTwo = await api.call<SubmittedFormsPage>('/user/get_submitted_forms?page=2&limit=10');
    // The screen lists the page in the order the API answers it: pick the first form not cancelled.
    const openIndex = pageTwo.forms.findIndex((candidate) => candidate.status !== 'False');
    if (openIndex < 0) throw new Error('the demo month has no form to cancel on page 2');
    await staff
      .getByRole('button', { name: /^View Details of / })
      .nth(openIndex)
      .click();
    await drawer.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect
      .poll(() => modal.innerText())
      .toContain('This action will update the form status to False.');
    await modal.getByRole('button', { name: 'Cancel Form' }).click();
    await expect.poll(() => textOf(staff)).toContain('Form cancelled successfully!');
    expect(
      await staff.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    await staff.reload();
    await expect
      .poll(() =>
        staff.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current'),
      )
      .toBe('page');

    // The dashboard counts what the database holds, the new chat included.
    await staff.getByRole('link', { name: 'Home', exact: true }).click();
    await expectPath(staff, '/');
    await expect.poll(() => cardFigure(staff, 'Sessions Today')).toBe(sessionsBefore + 1);
    const stats = await api.call<DashboardStats>('/user/dashboard_stats?date=today');
    expect(await cardFigure(staff, 'Sessions Today')).toBe(stats.total_sessions_on_date);
    // Which day "today" is: the organization's, in its time zone.
    expect(await textOf(staff)).toContain(`, ${stats.timezone})`);
    expect(await cardFigure(staff, 'Chats Initiated')).toBe(stats.chat_initiated_count_on_date);
    expect(await cardFigure(staff, 'Total Messages')).toBe(stats.total_message_count_on_date);
    expect(await cardFigure(staff, 'Ended Chats')).toBe(stats.total_end_chats);
    expect(await cardFigure(staff, 'Appointments')).toBe(stats.appointments_count);

    // Conversations & Analytics: the charts draw, and the chat is in the list.
    await staff.getByRole('link', { name: 'Conversations & Analytics', exact: true }).click();
    await expectPath(staff, '/conversations');
    await staff.locator('.recharts-line-curve').first().waitFor({ timeout: 20_000 });
    expect(await staff.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await expect.poll(() => textOf(staff)).toContain(VISITOR.name);
    await staff.context().close();
  });
});
