// The staff screens on a large organization, in headless Chromium: the organizations of
// bench/staff.ts (full size: 100,000 users, 250,000 sessions and 100,000 forms each; BENCH_SCALE
// shrinks them) behind the real app and web build, signed in as the owner; then the time from
// navigation to the Users table's first rows, to the Submitted Forms table's rows, and to the
// analytics page's charts drawn (recharts' line and bar paths). Median of 3 fresh page loads each.
// Usage: npx tsx bench/staff-screens.ts   (env: BENCH_SCALE=0.1 for a quick run, DATABASE_URL)
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openBenchDatabase } from './staff/bench-database.js';
import { seedLargeOrganizations, tenantSizeAt } from './staff/large-organizations.js';
import { BENCH_OWNER } from './staff/owner.js';
import { launchBrowser } from '../e2e/support/browser.js';
import { ensureBuilds } from './support/ensure-builds.js';
import { median, printAligned, recordFigures } from './support/results.js';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const RUNS = 3;

interface Screen {
  name: string;
  path: string;
  /**
   * Runs in the page: its clock (ms since navigation start) once the screen shows what its staff
   * came for, false before.
   */
  shownAt: () => number | false;
}

const SCREENS: Screen[] = [
  {
    name: 'Users table, first rows',
    path: '/users',
    shownAt: () =>
      [...document.querySelectorAll('tbody tr')].some((row) =>
        /Visitor \d+/.test(row.textContent ?? ''),
      ) && performance.now(),
  },
  {
    name: 'Submitted Forms table, first rows',
    path: '/submitted-forms',
    shownAt: () =>
      [...document.querySelectorAll('button[aria-label^="View Details of "]')].some((button) =>
        / form from Visitor \d+/.test(button.getAttribute('aria-label') ?? ''),
      ) && performance.now(),
  },
  {
    name: 'analytics charts drawn',
    path: '/conversations',
    shownAt: () =>
      document.querySelector('.recharts-line-curve') !== null &&
      document.querySelector('.recharts-bar-rectangle path') !== null &&
      performance.now(),
  },
];

/**
 * Milliseconds from a fresh page's navigation start until the screen renders, read in the page at
 * the first animation frame that shows it (a locator's wait polls at widening intervals, up to
 * half a second apart, which would measure the polling).
 */
async function timeScreen(context: BrowserContext, base: string, screen: Screen): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(base + screen.path, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(screen.shownAt, undefined, { polling: 'raf' });
    return (await shown.jsonValue()) as number;
  } finally {
    await page.close();
  }
}

ensureBuilds();

const database = await openBenchDatabase(process.env.DATABASE_URL);
const dataDir = await mkdtemp(path.join(tmpdir(), 'concierge-bench-data-'));
try {
  console.log(`staff screens bench on ${database.label}, scale ${SCALE}`);
  await seedLargeOrganizations(database.handle.db, tenantSizeAt(SCALE));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const { app } = await buildApp({
    config,
    db: database.handle.db,
    jwtSecret: randomBytes(32).toString('hex'),
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(60_000);
    const login = await context.newPage();
    await login.goto(`${base}/login`);
    await login.getByLabel('Email', { exact: true }).fill(BENCH_OWNER.email);
    await login.getByLabel('Password', { exact: true }).fill(BENCH_OWNER.password);
    await login.getByRole('button', { name: 'Sign In' }).click();
    await login.waitForURL((url) => url.pathname === '/');
    await login.close();

    const rows: string[][] = [['screen', 'median ms', `each of ${RUNS} runs`]];
    const figures = [];
    for (const screen of SCREENS) {
      await timeScreen(context, base, screen); // warm-up: the route's chunks and the query plans
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) times.push(await timeScreen(context, base, screen));
      const value = `${median(times).toFixed(0)} ms`;
      rows.push([screen.name, value, times.map((time) => time.toFixed(0)).join(' / ')]);
      figures.push({ bench: 'staff-screens', figure: `${screen.name} (scale ${SCALE})`, value });
    }
    console.log('navigation to rendered, headless Chromium, after one warm-up load each:');
    printAligned(rows);
    recordFigures(figures);
  } finally {
    await browser.close();
    await app.close();
  }
} finally {
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
}
