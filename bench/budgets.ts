// Performance budgets: the widget script's gzipped size, and the JavaScript the browser really
// loads for the dashboard's login page and, after signing in, for the dashboard page (every
// script response headless Chromium receives, each gzipped, summed). Prints each figure next to
// its budget with PASS/FAIL and exits 1 on a FAIL. Usage: npx tsx bench/budgets.ts
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.js';
import { printAligned, recordFigures, type BenchFigure } from './support/results.js';
import { startServerProcess } from './support/server-process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** 1 KB = 1,000 bytes: the stricter reading of the budgets. */
const KB = 1000;
const BUDGETS_KB = { widget: 25, login: 150, dashboard: 300 };

const built = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-builds.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const widgetBytes = gzipSync(
  await readFile(path.join(root, 'packages/widget/dist/widget.js')),
).length;

/** Gzipped bytes of every distinct script the page has received so far, by URL. */
function recordScripts(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .body()
      .then((body) => scripts.set(response.url(), gzipSync(body).length))
      .catch(() => undefined);
  });
  return scripts;
}

const total = (scripts: Map<string, number>) => [...scripts.values()].reduce((a, b) => a + b, 0);

const server = await startServerProcess();
const browser = await launchBrowser();
let loginBytes: number;
let dashboardBytes: number;
let loginFiles: number;
let dashboardFiles: number;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  loginBytes = total(scripts);
  loginFiles = scripts.size;
  await page.getByLabel('Email', { exact: true }).fill(server.owner.email);
  await page.getByLabel('Password', { exact: true }).fill(server.owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('Welcome back', { exact: false }).first().waitFor();
  await page.waitForLoadState('networkidle');
  dashboardBytes = total(scripts);
  dashboardFiles = scripts.size;
} finally {
  await browser.close();
  await server.stop();
}

const rows = [
  { figure: budget('widget.js, gzipped', widgetBytes, BUDGETS_KB.widget), files: '1 file' },
  {
    figure: budget('login page JavaScript, gzipped', loginBytes, BUDGETS_KB.login),
    files: `${loginFiles} files`,
  },
  {
    figure: budget('dashboard page JavaScript, gzipped', dashboardBytes, BUDGETS_KB.dashboard),
    files: `${dashboardFiles} files, the login page's included`,
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
