import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, with the flags this machine needs (no sandbox as root, no network chatter). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh context (no cookies, no storage) and page against the app. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}
