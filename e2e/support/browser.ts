import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Debian's headless shell (`apt-get install chromium-headless-shell`) when it is there, else its
 * Chromium. Both are the same Blink; the shell leaves out the browser's windowing and UI layers,
 * which halves the CPU the browser suite spends in Chromium and takes a fifth off its time on two
 * cores (docs/decisions/020-test-time.md). `CHROMIUM_PATH` names another build.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';

function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
}

/** Chromium, with the flags this machine needs (no sandbox as root, no network chatter). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
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
