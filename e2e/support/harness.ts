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
    // Side by side; whichever started is kept for afterAll to close, even if the other failed.
    const [server, browser] = await Promise.allSettled([
      startServer(harness.mail.url),
      launchBrowser(),
    ]);
    if (server.status === 'fulfilled') harness.server = server.value;
    if (browser.status === 'fulfilled') harness.browser = browser.value;
    for (const started of [server, browser]) {
      if (started.status === 'rejected') throw started.reason;
    }
  });
  afterAll(async () => {
    await Promise.all([harness.browser?.close(), harness.server?.stop()]);
    await harness.mail?.stop();
  });
  return harness;
}
