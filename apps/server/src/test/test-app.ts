import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { cachedEmbedder } from '../modules/embeddings/cached-embedder.js';
import type { Embedder } from '../modules/embeddings/embedder.js';
import { createLocalEmbedder } from '../modules/embeddings/local-embedder.js';
import type { AppContext } from '../platform/context.js';
import { adminQuery, withDatabase } from './admin-database.js';
import { lendMigratedPglite } from './pglite-pool.js';
import type { Mailer, MailMessage } from '../platform/mail/mailer.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The key the app signs bearer tokens with (security tests forge expired tokens with it). */
  jwtSecret: string;
  /** Every mail the app sent, once its jobs ran (see `deliverMail`). */
  mailbox: MailMessage[];
  /** Runs the queued jobs, so the mails they send land in the mailbox. */
  deliverMail(): Promise<void>;
  /** The six-digit code of the newest mail to `email`. */
  lastCodeFor(email: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database per test file: an in-memory PGlite in the migrated state (see
 * pglite-pool.ts), or, when TEST_DB=postgres, a new database on the server of TEST_DATABASE_URL (a
 * copy of the migrated template), dropped afterwards.
 */
export async function createTestApp(
  environment: Record<string, string> = {},
  options: { logStream?: Writable } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'concierge-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
    ...environment,
  });
  const { handle, dispose } = await openTestDatabase();
  const mailbox: MailMessage[] = [];
  const catcher: Mailer = {
    send: async (message) => {
      mailbox.push(message);
    },
  };
  const jwtSecret = randomBytes(32).toString('hex');
  const { app, ctx } = await buildApp({
    config,
    db: handle.db,
    jwtSecret,
    mailer: catcher,
    // An app configured for an embeddings service (EMBEDDINGS_*) makes its own.
    embedder: config.embeddings ? undefined : cachedEmbedder(lentBundledModel()),
    databaseUrl: handle.url,
    // Security tests read every log line the app writes; others keep the log quiet.
    logger: options.logStream ? { level: 'trace', stream: options.logStream } : false,
    serveWebApp: false,
  });
  await app.ready();

  const deliverMail = async () => {
    await ctx.worker.drain();
  };
  return {
    app,
    ctx,
    jwtSecret,
    mailbox,
    deliverMail,
    async lastCodeFor(email) {
      await deliverMail();
      const mail = mailbox.filter((message) => message.to === email.toLowerCase()).at(-1);
      const code = mail?.text.match(/\b\d{6}\b/)?.[0];
      if (!code) throw new Error(`no code was mailed to ${email}`);
      return code;
    },
    async close() {
      await app.close();
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let bundledModel: Embedder | undefined;

/**
 * The bundled model, loaded once per test worker and lent to each test file's app, which does not
 * close it: loading it and warming it up costs about two seconds of CPU, which some forty files
 * would otherwise pay each. The model keeps nothing from one call to the next.
 */
function lentBundledModel(): Embedder {
  const model = (bundledModel ??= createLocalEmbedder());
  return { model: model.model, wordsRead: model.wordsRead, embed: (texts) => model.embed(texts) };
}

async function openTestDatabase(): Promise<{
  handle: DatabaseHandle & { url?: string };
  dispose(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    const { handle, giveBack } = await lendMigratedPglite();
    return { handle, dispose: async () => giveBack() };
  }
  const name = `concierge_test_${randomBytes(6).toString('hex')}`;
  // A copy of the suite's migrated template (see postgres-template.ts); migrating it is a no-op.
  const template = inject('postgresTemplate');
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = withDatabase(serverUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url });
  return {
    handle: { ...handle, url },
    async dispose() {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

/** The parsed envelope of an injected answer. */
export function envelope<T = unknown>(
  response: LightMyRequestResponse,
): { status_code: number; message: string; data: T } {
  return response.json();
}

export const STRONG_PASSWORD = 'Passw0rd!';

/** A well-formed id that names nothing: answers must not tell it from another tenant's. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Signs up and verifies an account through the API; returns its token. */
export async function signUpVerified(
  t: TestApp,
  email: string,
  organizationName = 'Acme Lab',
  password = STRONG_PASSWORD,
): Promise<string> {
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Test User', email, organizationName, password, confirmPassword: password },
  });
  if (signup.statusCode !== 200) throw new Error(`signup failed: ${signup.body}`);
  const otp = await t.lastCodeFor(email);
  const verify = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { email, otp },
  });
  return envelope<{ token: string }>(verify).data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Moves the clock of an e-mail's one-time codes back, as if `seconds` had passed. */
export async function ageCodes(t: TestApp, email: string, seconds: number): Promise<void> {
  await t.ctx.db.execute(sql`UPDATE one_time_codes SET
    created_at = created_at - make_interval(secs => ${seconds}),
    expires_at = expires_at - make_interval(secs => ${seconds})
    WHERE email = ${email}`);
}

/** A six-digit code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export interface FormFile {
  field: string;
  name: string;
  data: Buffer;
}

/**
 * A multipart form as the SPA sends its multipart calls: text fields (a list repeats the field, as
 * a multiselect is sent) and files.
 */
export function multipartForm(
  fields: Record<string, string | string[]>,
  files: FormFile[] = [],
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  }
  for (const file of files)
    form.append(file.field, new Blob([new Uint8Array(file.data)]), file.name);
  return form;
}
