import { authMessages } from '@concierge/shared';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import { expectPath, signIn, textOf, typeCode } from './support/actions.js';
import { useHarness } from './support/harness.js';

describe('forgot password → code → new password → sign in; the sign-in code', () => {
  const h = useHarness();

  it('resets the demo owner’s password and signs in with the new one', async () => {
    const { email, password: oldPassword } = h.server.demo.owner;
    const newPassword = 'Fresh-Start-2026!';
    const page = await openPage(h.browser, h.server.url);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/forget-password');
    await page.getByLabel('Email').fill(`  ${email}  `);
    const mailsBefore = h.mail.mails.length;
    await page.getByRole('button', { name: 'Send Reset Code' }).click();

    await expectPath(page, '/verify-forget-password');
    await expect.poll(() => textOf(page)).toContain('Password reset OTP sent successfully!');
    const code = await h.mail.codeFor(email, /password reset code/, mailsBefore);
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify Code' }).click();

    await expectPath(page, '/reset-password');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill('Fresh-Start-2026?');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => textOf(page)).toContain('Passwords do not match.');
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await expectPath(page, '/login');
    await expect.poll(() => textOf(page)).toContain('Password reset successfully!');

    await signIn(page, email, oldPassword);
    await expect.poll(() => textOf(page)).toContain('Invalid email or password');

    await signIn(page, email, newPassword);
    await expectPath(page, '/');
    await expect.poll(() => textOf(page)).toContain('Welcome back, Riverside Diagnostics!');
    await page.context().close();
  });

  it('asks for the mailed code after repeated wrong passwords, and signs in with it', async () => {
    const { email, password } = h.server.demo.operator;
    const page = await openPage(h.browser, h.server.url);
    for (let guess = 1; guess <= 5; guess += 1) {
      await signIn(page, email, `Wrong-Guess-${guess}!`);
      await expect.poll(() => textOf(page)).toContain('Invalid email or password');
    }
    const mailsBefore = h.mail.mails.length;
    await signIn(page, email, password);
    await expect.poll(() => textOf(page)).toContain(authMessages.signInCodeRequired);
    const code = await h.mail.codeFor(email, /sign-in code/, mailsBefore);
    await page.getByLabel('Sign-in code').fill(code);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, '/operator');
    await expect.poll(() => textOf(page)).toContain('Platform Administrator');
    await page.context().close();
  });

  it('sends a person without state back to the start of the flow', async () => {
    const page = await openPage(h.browser, h.server.url);
    await page.goto('/reset-password');
    await expectPath(page, '/forget-password');
    await page.goto('/verify-forget-password');
    await expectPath(page, '/forget-password');
    await page.goto('/verify-email');
    await expectPath(page, '/signup');
    await page.context().close();
  });
});
