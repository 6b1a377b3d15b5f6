import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { MailCatcher } from './mail-catcher.js';
import { startServer, type RunningServer } from './server.js';

export interface Harness {
  server: RunningServer;
  mail: MailCatcher;
  browser: Browser;
}

/** One real server and SMTP catcher per spec file, and its pages in the suite's Chromium. */
export function useHarness(): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.mail = new MailCatcher();
    await harness.mail.start();
    harness.server = await startServer(harness.mail.url);
    // The suite's one Chromium (global-setup.ts): closing this connection closes only this
    // file's pages.
    harness.browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.stop();
    await harness.mail?.stop();
  });
  return harness;
}
