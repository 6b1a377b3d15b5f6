// Performance budgets: the widget script's gzipped size, and the JavaScript the browser really
// loads for the dashboard's login page and, after signing in, for the dashboard page (every
// script response headless Chromium receives, each gzipped, summed). Prints each figure next to
// its budget with PASS/FAIL and exits 1 on a FAIL. Usage: npx tsx bench/budgets.ts
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.js';
import { ensureBuilds } from './support/ensure-builds.js';
import { printAligned, recordFigures, type BenchFigure } from './support/results.js';
import { startServerProcess } from './support/server-process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** 1 KB = 1,000 bytes: the stricter reading of the budgets. */
const KB = 1000;
const BUDGETS_KB = { widget: 25, login: 150, dashboard: 300 };

ensureBuilds();

const widgetBytes = gzipSync(
  await readFile(path.join(root, 'packages/widget/dist/widget.js')),
).length;

interface ScriptTally {
  /** Gzipped bytes and count of the distinct scripts received so far, once each body is read. */
  read(): Promise<{ bytes: number; files: number }>;
}

/** Records every script response of the page, by URL. */
function recordScripts(page: Page): ScriptTally {
  const scripts = new Map<string, number>();
  const reading: Promise<unknown>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response
        .body()
        .then((body) => scripts.set(response.url(), gzipSync(body).length))
        // A body Chromium no longer holds (a redirect, a page gone) cannot be measured.
        .catch(() => undefined),
    );
  });
  return {
    async read() {
      // A body read still under way would otherwise be missing from the sum.
      await Promise.all(reading);
      return { bytes: [...scripts.values()].reduce((a, b) => a + b, 0), files: scripts.size };
    },
  };
}

const server = await startServerProcess();
const browser = await launchBrowser();
let login: { bytes: number; files: number };
let dashboard: { bytes: number; files: number };
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  login = await scripts.read();
  await page.getByLabel('Email', { exact: true }).fill(server.owner.email);
  await page.getByLabel('Password', { exact: true }).fill(server.owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('Welcome back', { exact: false }).first().waitFor();
  await page.waitForLoadState('networkidle');
  dashboard = await scripts.read();
} finally {
  await browser.close();
  await server.stop();
}

const rows = [
  { figure: budget('widget.js, gzipped', widgetBytes, BUDGETS_KB.widget), files: '1 file' },
  {
    figure: budget('login page JavaScript, gzipped', login.bytes, BUDGETS_KB.login),
    files: `${login.files} files`,
  },
  {
    figure: budget('dashboard page JavaScript, gzipped', dashboard.bytes, BUDGETS_KB.dashboard),
    files: `${dashboard.files} files, the login page's included`,
  },
];
console.log('performance budgets (1 KB = 1,000 bytes; each file gzipped at level 6)');
printAligned([
  ['figure', 'size', 'budget', '', 'files'],
  ...rows.map(({ figure, files }) => [
    figure.figure,
    figure.value,
    figure.budget ?? '',
    figure.pass ? 'PASS' : 'FAIL',
    files,
  ]),
]);
const figures = rows.map((row) => row.figure);
recordFigures(figures);
if (figures.some((figure) => !figure.pass)) process.exit(1);

function budget(figure: string, bytes: number, limitKb: number): BenchFigure {
  return {
    bench: 'budgets',
    figure,
    value: `${(bytes / KB).toFixed(1)} KB`,
    budget: `≤ ${limitKb} KB`,
    pass: bytes <= limitKb * KB,
  };
}
