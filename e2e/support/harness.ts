import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { MailCatcher } from './mail-catcher.js';
import { startServer, type RunningServer } from './server.js';

export interface Harness {
  server: RunningServer;
  mail: MailCatcher;
  browser: Browser;
}

/** One real server, SMTP catcher and Chromium per spec file, torn down after it. */
export function useHarness(): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.mail = new MailCatcher();
    await harness.mail.start();
    harness.server = await startServer(harness.mail.url);
    harness.browser = await launchBrowser();
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.stop();
    await harness.mail?.stop();
  });
  return harness;
}
