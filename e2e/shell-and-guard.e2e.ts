import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import { expectPath, signIn, textOf } from './support/actions.js';
import { useHarness } from './support/harness.js';

describe('the route guard and the dashboard shell', () => {
  const h = useHarness();

  it('sends a visitor without a token to /login, and unknown paths to /', async () => {
    const page = await openPage(h.browser, h.server.url);
    await page.goto('/settings');
    await expectPath(page, '/login');
    await page.goto('/no/such/page');
    await expectPath(page, '/login');
    await page.context().close();
  });

  it('lets the demo owner in to the dashboard shell, without Platform Admin', async () => {
    const page = await openPage(h.browser, h.server.url);
    await signIn(page, h.server.demo.owner.email, h.server.demo.owner.password);
    await expectPath(page, '/');
    await expect.poll(() => textOf(page)).toContain('Welcome back, Riverside Diagnostics!');
    // Raised on the login page, whose first load has no toaster yet (decision 013).
    await expect.poll(() => textOf(page), { timeout: 5000 }).toContain('Login successful!');
    // Top-right (SPEC §9), yet below the header: it covers neither the bell nor the user menu.
    const headerBox = await page.locator('header').boundingBox();
    const toastTop = async () =>
      (await page.locator('[data-sonner-toast]').first().boundingBox())?.y ?? 0;
    // Polled: the toast slides in from above.
    await expect
      .poll(toastTop)
      .toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 64));
    const nav = await textOf(page, 'nav[aria-label="Main navigation"]');
    expect(nav).toMatch(
      /Home.*Knowledgebase.*Bot Setup & Deploy.*Conversations & Analytics.*Users.*Submitted Forms.*Settings.*Billing.*Help/,
    );
    expect(nav).not.toMatch(/Platform Admin/i);
    // Onboarding is done: the wizard's entry, which would only lead home, is gone.
    expect(nav).not.toContain('Onboarding Wizard');

    // Onboarding is done, so /onboarding leads home.
    await page.goto('/onboarding');
    await expectPath(page, '/');

    // The organization switcher lists each organization with its plan.
    await page.getByRole('button', { name: /Organization: Riverside Diagnostics/ }).click();
    await expect
      .poll(() => textOf(page))
      .toMatch(/Riverside Diagnostics.*professional.*Lakeside Family Clinic.*trial/i);
    await page.keyboard.press('Escape');

    // Profile Settings opens the Profile tab, which saves to the server.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await expectPath(page, '/settings');
    await page.getByLabel('Full Name').fill('Dana W. Whitfield');
    await page.getByLabel('Phone Number').fill('+1 555 010 2030');
    await page.getByRole('button', { name: /Save/ }).first().click();
    await expect.poll(() => textOf(page)).toContain('Personal information updated successfully!');
    await page.reload();
    await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('Dana W. Whitfield');
    await page.context().close();
  });

  it('switches organization, and every screen follows the choice', async () => {
    const page = await openPage(h.browser, h.server.url);
    await signIn(page, h.server.demo.owner.email, h.server.demo.owner.password);
    await expectPath(page, '/');
    await expect.poll(() => textOf(page)).toContain('Welcome back, Riverside Diagnostics!');

    await page.getByRole('button', { name: /Organization: Riverside Diagnostics/ }).click();
    await page.getByRole('menuitemradio', { name: /Lakeside Family Clinic/ }).click();
    await expect.poll(() => textOf(page)).toContain('Welcome back, Lakeside Family Clinic!');
    // The clinic has no chats yet, unlike the lab.
    await expect.poll(() => textOf(page)).toContain('No users yet');

    await page.getByRole('link', { name: 'Knowledgebase' }).click();
    await expect.poll(() => textOf(page)).toContain('Do you see walk-in patients?');
    expect(await textOf(page)).toContain('All Content 3 ');

    // The choice survives a reload, and switching back brings the lab's data back.
    await page.reload();
    await expect.poll(() => textOf(page)).toContain('Do you see walk-in patients?');
    await page.getByRole('button', { name: /Organization: Lakeside Family Clinic/ }).click();
    await page.getByRole('menuitemradio', { name: /Riverside Diagnostics/ }).click();
    await expect.poll(() => textOf(page)).not.toContain('Do you see walk-in patients?');
    await page.getByLabel('Search knowledge base').fill('home sample collection');
    await expect.poll(() => textOf(page)).toContain('Do you offer home sample collection?');
    await page.context().close();
  });

  it('lands the operator on the console, offering no tenant screen, and sends tenant paths there', async () => {
    const page = await openPage(h.browser, h.server.url);
    await signIn(page, h.server.demo.operator.email, h.server.demo.operator.password);
    await expectPath(page, '/operator');
    await expect.poll(() => textOf(page)).toContain('SaaS Platform Management');
    expect(await textOf(page, 'header')).toContain('Platform Administrator');
    expect(await page.getByRole('button', { name: /Organization:/ }).count()).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.innerText()).toMatch(/Platform Admin/i);
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Operator Console']);

    // A tenant screen typed by hand, or home, leads to the console rather than to 404s.
    for (const path of ['/users', '/']) {
      await page.goto(path);
      await expectPath(page, '/operator');
      await expect.poll(() => textOf(page)).toContain('SaaS Platform Management');
    }
    expect(await textOf(page)).not.toContain('Organization not found');
    await page.context().close();
  });

  it('sends the browser to /login when the server answers 401', async () => {
    const page = await openPage(h.browser, h.server.url);
    await signIn(page, h.server.demo.owner.email, h.server.demo.owner.password);
    await expectPath(page, '/');
    // End the session behind the page's back: logout through the API with the page's own token.
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
    const response = await fetch(`${h.server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    // The page's next call is refused, and the browser lands on /login.
    await page.goto('/settings');
    await expectPath(page, '/login');
    await page.context().close();
  });

  it('signs out from the user menu', async () => {
    const page = await openPage(h.browser, h.server.url);
    await signIn(page, h.server.demo.owner.email, h.server.demo.owner.password);
    await expectPath(page, '/');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectPath(page, '/login');
    await expect.poll(() => textOf(page)).toContain('Logged out successfully!');
    await page.goto('/');
    await expectPath(page, '/login');
    await page.context().close();
  });
});
