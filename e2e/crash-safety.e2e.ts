import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MailCatcher } from './support/mail-catcher.js';
import { adminQuery, withDatabase } from '../apps/server/src/test/admin-database.js';
import { startServer, type RunningServer } from './support/server.js';
import { enableBotFeature, signInToApi, type StaffApi } from './support/staff-api.js';

const PAGES = 6;
const HELD_FROM = 2;

/**
 * A clinic site of PAGES linked pages. Until `release()`, pages from HELD_FROM on do not answer, so
 * the crawl is certainly mid-way when the server is killed.
 */
async function serveStallingSite() {
  const state = { hits: 0, holding: true };
  const held: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    const match = /^\/(?:page-(\d+))?$/.exec(request.url ?? '');
    if (!match) return void response.writeHead(404).end();
    state.hits += 1;
    const index = Number(match[1] ?? 0);
    const next = index + 1 < PAGES ? `<a href="/page-${index + 1}">Next</a>` : '';
    const answer = () =>
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><title>Clinic page ${index}</title><main><h1>Clinic page ${index}</h1>` +
            `<p>Opening hours and services, part ${index}: blood tests every weekday.</p>${next}</main>`,
        );
    if (state.holding && index >= HELD_FROM) held.push(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release() {
      state.holding = false;
      for (const answer of held.splice(0)) answer();
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface Acknowledged {
  turns: Map<string, string[]>;
  forms: string[];
  entries: string[];
}

class RefusedError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new RefusedError(`${url} answered ${response.status}`, response.status);
  return ((await response.json()) as { data: T }).data;
}

/** A visitor chatting and booking until the server dies; records only what was acknowledged. */
async function chatUntilKilled(
  baseUrl: string,
  botId: string,
  acknowledged: Acknowledged,
  killed: () => boolean,
) {
  const session = await postJson<{ session_id: string; visitor_token: string }>(
    `${baseUrl}/api/public/bots/${botId}/sessions`,
    {},
  );
  const turns: string[] = [];
  acknowledged.turns.set(session.session_id, turns);
  const sessionUrl = `${baseUrl}/api/public/sessions/${session.session_id}`;
  for (let round = 0; !killed(); round += 1) {
    try {
      const reply = await postJson<{ turn_id: string }>(
        `${sessionUrl}/messages`,
        { text: round % 2 ? 'What are your opening hours?' : 'I want to book an appointment' },
        session.visitor_token,
      );
      turns.push(reply.turn_id);
      const form = await postJson<{ id: string }>(
        `${sessionUrl}/forms`,
        {
          category: 'Appointments',
          form_id: `crash-${round}`,
          form_data: {
            full_name: 'Ann Lee',
            email: 'ann@example.com',
            phone_number: '+1 555 0100',
            preferred_date: '2026-12-01',
          },
        },
        session.visitor_token,
      );
      acknowledged.forms.push(form.id);
    } catch (error) {
      // Past the visitor rate limit the request was not acknowledged: slow down and go on.
      if (error instanceof RefusedError && error.status === 429) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      } else if (!killed()) {
        throw error;
      }
    }
  }
}

async function uploadDocuments(api: StaffApi, acknowledged: Acknowledged, batch: number) {
  const form = new FormData();
  for (let index = 0; index < 3; index += 1) {
    const text = `Crash test document ${batch}-${index}.\nThe lab opens at 7 am on weekdays.\n`;
    form.append('files', new Blob([text.repeat(200)]), `crash-${batch}-${index}.txt`);
  }
  const entries = await api.call<{ id: string }[]>('/knowledge/uploads', {
    method: 'POST',
    body: form,
  });
  acknowledged.entries.push(...entries.map((entry) => entry.id));
}

const serverUrl = process.env.TEST_DATABASE_URL;
/**
 * PGlite (its database dies with the process, the harder case), and PostgreSQL too when the tests
 * have a server (TEST_DATABASE_URL; CI starts one).
 */
const targets: ('pglite' | 'postgres')[] = ['pglite', ...(serverUrl ? ['postgres' as const] : [])];

/**
 * kill -9 the server while documents are processed, a website is crawled and visitors chat and
 * book; after a restart on the same data nothing acknowledged is missing and the interrupted jobs
 * finish.
 */
describe.each(targets)('crash safety on %s', (target) => {
  const mail = new MailCatcher();
  const database = `concierge_crash_${process.pid}_${Date.now()}`;
  let site: Awaited<ReturnType<typeof serveStallingSite>>;
  let dataDir: string;
  let server: RunningServer | undefined;
  let databaseUrl: string | undefined;
  // Interrupted jobs are taken over 2 s after their worker's last heartbeat.
  const env = { JOB_LEASE_SECONDS: '2' };

  beforeAll(async () => {
    await mail.start();
    site = await serveStallingSite();
    dataDir = await mkdtemp(path.join(tmpdir(), 'concierge-crash-'));
    if (target === 'pglite') {
      await cp(inject('seededDataDir'), dataDir, { recursive: true });
    } else {
      await adminQuery(serverUrl ?? '', `create database ${database}`);
      databaseUrl = withDatabase(serverUrl ?? '', database);
    }
  });
  afterAll(async () => {
    await server?.stop();
    await site.close();
    await mail.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl)
      await adminQuery(serverUrl ?? '', `drop database if exists ${database} with (force)`);
  });

  // After the restart the worker has the interrupted crawl and six documents to extract and embed
  // at once: on a busy machine that takes tens of seconds, so the waits are long (a CPU hog beside
  // the run once needed more than 15 s), and the test's own limit is above them.
  it(
    'loses nothing acknowledged and finishes the interrupted jobs after a restart',
    { timeout: 240_000 },
    async () => {
      server = await startServer(mail.url, { dataDir, databaseUrl, env });
      const { owner } = server.demo;
      const api = await signInToApi(server.url, owner.email, owner.password);
      const botId = await enableBotFeature(api, 'appointmentBooking');
      const acknowledged: Acknowledged = { turns: new Map(), forms: [], entries: [] };
      let killed = false;

      const crawl = await api.sendJson<{ id: string }>('POST', '/knowledge/crawls', {
        url: `${site.origin}/`,
        scope: 'site',
        frequency: 'weekly',
      });
      const visitors = Promise.all(
        [1, 2, 3].map(() => chatUntilKilled(server?.url ?? '', botId, acknowledged, () => killed)),
      );
      // Awaited after the kill; a failure before then must not count as an unhandled rejection.
      visitors.catch(() => undefined);
      await uploadDocuments(api, acknowledged, 1);
      // The crawl is held mid-way and visitors have had forms acknowledged.
      await expect
        .poll(() => site.state.hits > HELD_FROM && acknowledged.forms.length >= 3, {
          timeout: 20_000,
        })
        .toBe(true);
      // The last batch's extraction jobs are queued or running when the process dies.
      await uploadDocuments(api, acknowledged, 2);

      killed = true;
      await server.kill();
      await visitors;
      site.release();

      server = await startServer(mail.url, { dataDir, databaseUrl, env });
      const after = await signInToApi(server.url, owner.email, owner.password);

      for (const [sessionId, turnIds] of acknowledged.turns) {
        const { sessions } = await after.call<{ sessions: { chat_history: { _id: string }[] }[] }>(
          `/user/get_session_chats/${sessionId}`,
        );
        const stored = sessions[0]?.chat_history.map((turn) => turn._id) ?? [];
        expect(stored).toEqual(expect.arrayContaining(turnIds));
      }
      const { forms } = await after.call<{ forms: { id: string }[] }>(
        '/user/get_submitted_forms?limit=100',
      );
      expect(forms.map((form) => form.id)).toEqual(expect.arrayContaining(acknowledged.forms));

      const documents = async () =>
        (
          await after.call<{ entries: { id: string; status: string }[] }>(
            '/knowledge/entries?type=document&limit=100',
          )
        ).entries.filter((entry) => acknowledged.entries.includes(entry.id));
      await expect
        .poll(async () => (await documents()).map((entry) => entry.status), { timeout: 60_000 })
        .not.toContain('processing');
      const processed = await documents();
      expect(processed).toHaveLength(acknowledged.entries.length);
      expect(new Set(processed.map((entry) => entry.status))).toEqual(new Set(['published']));

      const crawlOf = async () =>
        (
          await after.call<{ id: string; status: string; pagesProcessed: number }[]>(
            '/knowledge/crawls',
          )
        ).find((config) => config.id === crawl.id);
      await expect
        .poll(async () => (await crawlOf())?.status, { timeout: 60_000 })
        .not.toBe('crawling');
      expect(await crawlOf()).toMatchObject({ status: 'active', pagesProcessed: PAGES });
    },
  );
});
