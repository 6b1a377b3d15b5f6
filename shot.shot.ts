import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchBrowser, openPage } from './e2e/support/browser.js';
import { MailCatcher } from './e2e/support/mail-catcher.js';
import { startServer } from './e2e/support/server.js';
import { signIn } from './e2e/support/actions.js';

const mail = new MailCatcher();
await mail.start();
const server = await startServer(mail.url);
const hook = createServer((_req, res) => res.writeHead(200).end('ok'));
await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
const browser = await launchBrowser();
try {
  const page = await openPage(browser, server.url);
  await signIn(page, server.demo.owner.email, server.demo.owner.password);
  await page.waitForURL((u) => u.pathname === '/');
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shot-bell.png' });
  await page.keyboard.press('Escape');
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shot-notif.png' });
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await page.getByRole('button', { name: 'Connect Slack' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: '/tmp/shot-connect.png' });
  await page.getByLabel('Incoming webhook URL').fill(url);
  await page.getByRole('dialog').getByRole('button', { name: 'Connect' }).click();
  await page.waitForTimeout(800);
  await page.getByRole('button', { name: 'Connect Zapier' }).click();
  await page.getByLabel('Webhook URL').fill(url);
  await page.getByRole('dialog').getByRole('button', { name: 'Connect' }).click();
  await page.waitForTimeout(800);
  await page.getByRole('button', { name: 'Send test event to Zapier' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shot-integrations.png', fullPage: true });
} finally {
  await browser.close();
  await server.stop();
  await mail.stop();
  hook.close();
}
