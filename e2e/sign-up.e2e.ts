import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import { expectPath, signIn, submitSignup, textOf, typeCode } from './support/actions.js';
import { useHarness } from './support/harness.js';

const PASSWORD = 'Cl1nic-Passw0rd!';

describe('sign up, verify by e-mail, land on onboarding', () => {
  const h = useHarness();

  it('shows the SPEC messages for an empty form', async () => {
    const page = await openPage(h.browser, h.server.url);
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const text = await textOf(page);
    for (const message of [
      'Full name is required',
      'Email is required',
      'Organization name is required',
      'Password is required',
      'Please confirm your password',
      'Please accept the terms and conditions',
    ]) {
      expect(text).toContain(message);
    }
    await expect.poll(() => textOf(page)).toContain('Please fill in all required fields.');
    await page.context().close();
  });

  it('signs up, reads the code from the mail, types it and lands on /onboarding', async () => {
    const page = await openPage(h.browser, h.server.url);
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Nora Quinn');
    await page.getByLabel('Email').fill('nora@lakeside-lab.example');
    await page.getByLabel('Organization Name').fill('Lakeside Lab');
    await page.getByLabel('Password', { exact: true }).fill('weak');
    expect(await textOf(page)).toContain('Weak');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    expect(await textOf(page)).toContain('Strong');
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    const mailsBefore = h.mail.mails.length;
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expectPath(page, '/verify-email');
    await expect
      .poll(() => textOf(page))
      .toContain('Registration successful! Please verify your email.');
    // The URL changes before React has drawn the new screen: wait for it.
    await expect.poll(() => textOf(page)).toMatch(/Code expires in (0:5\d|1:00)/);
    expect(await page.getByRole('button', { name: 'Verify Email' }).isDisabled()).toBe(true);

    const code = await h.mail.codeFor(
      'nora@lakeside-lab.example',
      /verification code/,
      mailsBefore,
    );
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify Email' }).click();

    await expectPath(page, '/onboarding');
    expect(await page.evaluate(() => localStorage.getItem('onboarding'))).toBe('false');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'token')?.path).toBe('/');

    // Until onboarding is done, every other page leads back to it.
    await page.goto('/settings');
    await expectPath(page, '/onboarding');
    await page.context().close();
  });

  it('refuses a wrong code with the SPEC message', async () => {
    const page = await openPage(h.browser, h.server.url);
    const mailsBefore = h.mail.mails.length;
    await submitSignup(page, {
      name: 'Omar Reyes',
      email: 'omar@lakeside-lab.example',
      organizationName: 'Reyes Clinic',
      password: PASSWORD,
    });
    await expectPath(page, '/verify-email');
    const code = await h.mail.codeFor(
      'omar@lakeside-lab.example',
      /verification code/,
      mailsBefore,
    );
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    await typeCode(page, wrong);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect.poll(() => textOf(page)).toContain('Invalid verification code');
    expect(new URL(page.url()).pathname).toBe('/verify-email');
    await page.context().close();
  });

  it('tells an unverified account to verify before signing in', async () => {
    const page = await openPage(h.browser, h.server.url);
    await signIn(page, 'omar@lakeside-lab.example', PASSWORD);
    const banner = page.getByRole('alert');
    await expect
      .poll(() => banner.textContent())
      .toContain('Please verify your email address before logging in');
    // The banner clears as the user types.
    await page.getByLabel('Password', { exact: true }).fill('x');
    await expect.poll(() => banner.count()).toBe(0);
    await page.context().close();
  });

  it('refuses an e-mail that already has an account', async () => {
    const page = await openPage(h.browser, h.server.url);
    await submitSignup(page, {
      name: 'Nora Again',
      email: 'NORA@lakeside-lab.example',
      organizationName: 'Second Lab',
      password: PASSWORD,
    });
    await expect.poll(() => textOf(page)).toContain('An account with this email already exists');
    await page.context().close();
  });
});
