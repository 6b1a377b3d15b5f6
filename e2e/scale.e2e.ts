import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { liveChatTexts } from '@concierge/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPath, signIn, textOf } from './support/actions.js';
import { launchBrowser, openPage } from './support/browser.js';
import { freePort } from './support/free-port.js';
import { MailCatcher } from './support/mail-catcher.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy.js';
import { adminQuery, withDatabase } from '../apps/server/src/test/admin-database.js';
import { startServer, type RunningServer } from './support/server.js';
import { enableBotFeature, signInToApi } from './support/staff-api.js';
import { bookAppointmentInWidget } from './support/widget-visitor.js';
import { startWorker, type RunningWorker } from './support/worker-process.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/src/modules/knowledge/fixtures',
);
const VISITOR = { name: 'Lena Brandt', email: 'lena.brandt@example.com', phone: '+1 555 0177' };

/**
 * Issue 10, beyond one machine: two API processes that run no jobs and one worker process, on one
 * PostgreSQL database and one shared data directory, behind a round-robin proxy with no sticky
 * sessions, so consecutive requests of one browser land on different processes. All three start
 * at once on an empty database, as replicas of a deployment do. Needs TEST_DATABASE_URL (CI sets
 * it).
 */
describe.skipIf(!serverUrl)('two API processes and a worker behind a round-robin proxy', () => {
  const mail = new MailCatcher();
  let database: string;
  let dataDir: string;
  let apis: RunningServer[] = [];
  let worker: RunningWorker | undefined;
  let proxy: RoundRobinProxy | undefined;
  let browser: Browser | undefined;
  let baseUrl: string;

  beforeAll(async () => {
    database = `concierge_scale_${process.pid}_${Date.now()}`;
    await adminQuery(serverUrl ?? '', `create database ${database}`);
    const databaseUrl = withDatabase(serverUrl ?? '', database);
    dataDir = await mkdtemp(path.join(tmpdir(), 'concierge-scale-'));
    await mail.start();
    const proxyPort = await freePort();
    baseUrl = `http://127.0.0.1:${proxyPort}`;
    const apiOptions = {
      databaseUrl,
      dataDir,
      env: { RUN_WORKER: 'false', PUBLIC_URL: baseUrl },
    };
    // Together, on an empty database and data directory: the startup lock makes them take turns.
    const started = await Promise.all([
      startServer(mail.url, apiOptions),
      startServer(mail.url, apiOptions),
      startWorker({ databaseUrl, dataDir, smtpUrl: mail.url }),
      launchBrowser(),
    ]);
    apis = [started[0], started[1]];
    worker = started[2];
    browser = started[3];
    proxy = await startRoundRobinProxy(
      apis.map((api) => api.url),
      proxyPort,
    );
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
    await Promise.all([...apis.map((api) => api.stop()), worker?.stop()]);
    await mail.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (database)
      await adminQuery(serverUrl ?? '', `drop database if exists ${database} with (force)`);
  });

  it('runs jobs only in the worker: an upload and a sign-up mail wait for it', async () => {
    const { owner } = demoLogins();
    const staff = await signedInPage(owner.email, owner.password);
    await staff.getByRole('link', { name: 'Knowledgebase' }).click();
    await expectPath(staff, '/knowledgebase');
    await staff.getByRole('heading', { name: 'Knowledge Base' }).waitFor();

    worker?.pause();
    const mailsBefore = mail.mails.length;
    await staff
      .getByLabel('Upload files', { exact: true })
      .setInputFiles(path.join(fixtures, 'sample.docx'));
    const uploaded = staff
      .getByRole('article', { name: /Sunrise Diagnostics|^sample(\.docx)?$/i })
      .first();
    const status = () => uploaded.locator('[data-status]').first().getAttribute('data-status');
    await uploaded.waitFor();
    const signup = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        full_name: 'Nils Okafor',
        email: 'nils@okafor-lab.example',
        organization_name: 'Okafor Lab',
        password: 'Scale-Test-2026!',
        confirm_password: 'Scale-Test-2026!',
      }),
    });
    expect(signup.status).toBe(200);

    // Neither API process runs the jobs: with the worker frozen, nothing moves.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await status()).toBe('processing');
    expect(mail.mails.slice(mailsBefore)).toEqual([]);

    worker?.resume();
    await mail.codeFor('nils@okafor-lab.example', /verification code/, mailsBefore);
    await expect.poll(status, { timeout: 20_000 }).toBe('published');
    await staff.context().close();
  });

  it('serves the staff screens and a whole visitor conversation, handoff included', async () => {
    const { owner } = demoLogins();
    const api = await signInToApi(baseUrl, owner.email, owner.password);
    await enableBotFeature(api, 'appointmentBooking');
    const botId = await enableBotFeature(api, 'humanHandoff');
    const requestsBefore = proxy?.counts() ?? [];

    const staff = await signedInPage(owner.email, owner.password);
    // Knowledge Base: a Q&A written through one process, answered by the bot through either.
    await staff.getByRole('link', { name: 'Knowledgebase' }).click();
    await expectPath(staff, '/knowledgebase');
    await staff.getByRole('button', { name: 'Add Content' }).click();
    await staff
      .getByLabel('Question', { exact: true })
      .fill('Can I park at the Harbour Street lab?');
    await staff
      .getByLabel('Answer', { exact: true })
      .fill('Yes, the Harbour Street lab has free parking behind the building.');
    await staff.getByRole('button', { name: 'Save Content' }).click();
    await expect.poll(() => textOf(staff)).toContain('Content added successfully!');

    await staff.getByRole('link', { name: 'Users', exact: true }).click();
    await expectPath(staff, '/users');
    await expect.poll(() => staff.getByRole('row').count()).toBeGreaterThan(1);

    await staff.getByRole('link', { name: 'Submitted Forms', exact: true }).click();
    await expectPath(staff, '/submitted-forms');
    await staff
      .getByRole('button', { name: /^View Details of / })
      .first()
      .waitFor();

    // The Live tab's stream stays open on one process: the team is online for both.
    await staff.getByRole('link', { name: 'Conversations & Analytics', exact: true }).click();
    await expectPath(staff, '/conversations');
    await staff.getByRole('tab', { name: 'Live' }).click();
    await staff.getByText('Connected', { exact: true }).waitFor();

    const visitor = await openPage(requiredBrowser(), baseUrl);
    await visitor.goto(`/widget-preview?botId=${botId}`);
    await visitor.getByRole('button', { name: 'Open chat' }).click();
    const messages = () => visitor.getByRole('log', { name: 'Messages' }).innerText();
    await visitor.getByLabel('Type your message').fill('is there parking at harbour street');
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(messages, { timeout: 20_000 }).toContain('free parking behind the building');
    await bookAppointmentInWidget(visitor, VISITOR);

    await visitor.getByLabel('Type your message').fill('Can I talk to a real person please?');
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
    await visitor.getByText(liveChatTexts.waiting).waitFor({ timeout: 20_000 });
    const waiting = staff.getByRole('region', { name: /^Waiting/ });
    await waiting.getByRole('button', { name: /Can I talk to a real person/ }).click();
    await staff.getByRole('button', { name: 'Take conversation' }).click();
    await expect.poll(messages).toContain(liveChatTexts.agentJoined('Dana Whitfield'));
    await staff.getByLabel('Reply').fill('Hello Lena, Dana here. What can I do for you?');
    await staff.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(messages).toContain('Hello Lena, Dana here. What can I do for you?');
    await visitor.getByLabel('Type your message').fill('Please move my visit to Friday.');
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => textOf(staff)).toContain('Please move my visit to Friday.');
    await visitor.context().close();

    // The visitor's form and the visitor are on the staff screens, whichever process answers.
    // A full load each: the dashboard keeps the lists it fetched earlier in this session.
    await staff.goto('/submitted-forms');
    await staff
      .getByRole('button', { name: `View Details of Appointments form from ${VISITOR.name}` })
      .waitFor();
    await staff.goto('/users');
    await staff.getByLabel('Search users').fill('brandt');
    await staff.getByRole('row', { name: new RegExp(VISITOR.name) }).waitFor();
    await staff.context().close();

    // Round robin: both API processes carried a fair share of all this.
    const served = (proxy?.counts() ?? []).map(
      (count, index) => count - (requestsBefore[index] ?? 0),
    );
    expect(served).toHaveLength(2);
    for (const count of served) expect(count).toBeGreaterThan(20);
    expect(Math.abs((served[0] ?? 0) - (served[1] ?? 0))).toBeLessThanOrEqual(1);
  });

  function demoLogins() {
    const [first] = apis;
    if (!first) throw new Error('the API processes did not start');
    return first.demo;
  }

  function requiredBrowser(): Browser {
    if (!browser) throw new Error('the browser did not start');
    return browser;
  }

  async function signedInPage(email: string, password: string): Promise<Page> {
    const page = await openPage(requiredBrowser(), baseUrl);
    await signIn(page, email, password);
    await expectPath(page, '/');
    return page;
  }
});
