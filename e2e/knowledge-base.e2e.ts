import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import { expectPath, signIn, textOf } from './support/actions.js';
import { useHarness } from './support/harness.js';

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/src/modules/knowledge/fixtures',
);

/** A tiny clinic website on 127.0.0.1 for the crawl. */
function serveSite(): Promise<{ origin: string; close(): Promise<void> }> {
  const pages: Record<string, string> = {
    '/': '<h1>Lakeside Clinic</h1><p>Family medicine and blood tests.</p><a href="/vaccines">Vaccines</a>',
    '/vaccines': '<h1>Vaccinations</h1><p>Flu shots are available without an appointment.</p>',
  };
  const server: Server = createServer((request, response) => {
    const main = pages[request.url ?? ''];
    if (!main) return response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><title>Lakeside ${request.url}</title><main>${main}</main>`);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

const card = (page: Page, title: string | RegExp) => page.getByRole('article', { name: title });

describe('the knowledge base', () => {
  const h = useHarness();
  let site: Awaited<ReturnType<typeof serveSite>>;
  beforeAll(async () => {
    site = await serveSite();
  });
  afterAll(() => site.close());

  it('uploads a docx, adds a Q&A, searches, and crawls a website', async () => {
    const page = await openPage(h.browser, h.server.url);
    await signIn(page, h.server.demo.owner.email, h.server.demo.owner.password);
    await expectPath(page, '/');
    await page.getByRole('link', { name: 'Knowledgebase' }).click();
    await expectPath(page, '/knowledgebase');
    await page.getByRole('heading', { name: 'Knowledge Base' }).waitFor();

    // Upload: processing, then published once the worker has read it.
    await page
      .getByLabel('Upload files', { exact: true })
      .setInputFiles(path.join(fixtures, 'sample.docx'));
    const uploaded = card(page, /Sunrise Diagnostics|^sample(\.docx)?$/i).first();
    await uploaded.waitFor();
    await expect
      .poll(() => uploaded.locator('[data-status]').first().getAttribute('data-status'), {
        timeout: 30_000,
      })
      .toBe('published');
    expect(await uploaded.innerText()).toContain('sample.docx');

    // A typed Q&A.
    await page.getByRole('button', { name: 'Add Content' }).click();
    await page
      .getByLabel('Question', { exact: true })
      .fill('  Do you offer flu shots on Sundays? ');
    await page
      .getByLabel('Answer', { exact: true })
      .fill('Yes, from 9 am to noon at the main branch.');
    await page.getByLabel('Keywords', { exact: true }).fill('flu, vaccine, sunday');
    await page.getByRole('button', { name: 'Save Content' }).click();
    await expect.poll(() => textOf(page)).toContain('Content added successfully!');
    await card(page, 'Do you offer flu shots on Sundays?').waitFor();

    // Search finds it, and only it.
    await page.getByRole('searchbox', { name: 'Search knowledge base' }).fill('flu sund');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(await page.getByRole('article').first().innerText()).toContain('flu shots on Sundays');
    await page.getByRole('searchbox', { name: 'Search knowledge base' }).fill('');

    // A website: its pages appear as entries.
    await page.getByRole('button', { name: 'Add Website' }).first().click();
    await page.getByLabel('Website URL', { exact: true }).fill(`${site.origin}/`);
    await page.getByRole('button', { name: 'Start Crawling' }).click();
    await page.getByRole('tab', { name: /^Crawl Settings/ }).waitFor();
    const crawl = page.getByRole('article', { name: `${site.origin}/` });
    await expect.poll(() => crawl.innerText(), { timeout: 30_000 }).toMatch(/2\s*\/\s*2/);
    await page.getByRole('tab', { name: /^Website Content/ }).click();
    await card(page, /Lakeside \/vaccines/).waitFor({ timeout: 30_000 });
    expect(await textOf(page)).toContain('Flu shots are available without an appointment.');
    await page.context().close();
  });
});
