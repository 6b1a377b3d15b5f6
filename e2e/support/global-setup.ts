import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM } from './browser.js';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory migrated and seeded once, copied by each spec file's server. */
    seededDataDir: string;
    /** Where the suite's one Chromium listens (see connectBrowser). */
    browserEndpoint: string;
  }
}

/**
 * Starts the server once on a fresh data directory and stops it: migrations and the demo seed
 * (a month of chats) then run once per test run instead of once per spec file. Starts the one
 * Chromium the spec files share: each file's pages live in their own contexts.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'concierge-e2e-seeded-'));
  const [browser] = await Promise.all([
    chromium.launchServer(CHROMIUM),
    startServer('smtp://127.0.0.1:9', { dataDir, fresh: true }).then((server) => server.stop()),
  ]);
  project.provide('seededDataDir', dataDir);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
