// The staff API under load at scale: two organizations of 100,000 app users, 250,000 chat sessions
// (1,000,000 turns) over 30 days and 100,000 submitted forms each, seeded with set-based SQL; then
// 32 connections for ~10 s on each list/dashboard call of organization 1's signed-in owner, next to
// a bare Node hello-world server as the ceiling. Prints figures; never a test.
// Usage: npx tsx bench/staff.ts   (env: BENCH_SCALE=0.1, BENCH_DURATION=10 seconds,
//        BENCH_CONNECTIONS=32, DATABASE_URL=postgres://… for a throwaway database on that server)
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { Database } from '../apps/server/src/db/client.js';
import { accounts, memberships } from '../apps/server/src/db/schema.js';
import { rebuildActivityHours } from '../apps/server/src/modules/analytics/activity-hours.js';
import { hashPassword } from '../apps/server/src/platform/passwords.js';
import { openBenchDatabase } from './staff/bench-database.js';
import { bulkLoad } from './staff/bulk-load.js';
import {
  measure,
  printTable,
  startHelloServer,
  waitForQuietEventLoop,
  type LoadResult,
} from './staff/load.js';
import { seedTenant, type TenantSize } from './staff/seed-tenant.js';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const STAFF_EMAIL = 'owner@bench.example';
const PASSWORD = 'Bench-Passw0rd!';
const ENDPOINTS = [
  '/api/user/get_users?page=1&limit=10',
  '/api/user/get_submitted_forms?page=1&limit=10',
  '/api/user/dashboard_stats?date=today',
  '/api/user/analytics?days=30',
];

const size: TenantSize = {
  appUsers: Math.round(100_000 * SCALE),
  chatSessions: Math.round(250_000 * SCALE),
  turnsPerSession: 4,
  submittedForms: Math.round(100_000 * SCALE),
};

const database = await openBenchDatabase(process.env.DATABASE_URL);
const { db } = database.handle;
const dataDir = await mkdtemp(path.join(tmpdir(), 'concierge-bench-data-'));
try {
  console.log(`staff API bench on ${database.label}, scale ${SCALE}`);
  let started = performance.now();
  const organizationIds: string[] = [];
  await bulkLoad(db, async () => {
    organizationIds.push(await seedTenant(db, 'Bench Lab One', size));
    organizationIds.push(await seedTenant(db, 'Bench Lab Two', size));
  });
  const seedSeconds = (performance.now() - started) / 1000;
  // The bulk rows bypass the write-time counters: count them as the migration's backfill would.
  started = performance.now();
  for (const id of organizationIds) await rebuildActivityHours(db, id);
  const rollupSeconds = (performance.now() - started) / 1000;
  const organizationId = organizationIds[0] ?? '';
  started = performance.now();
  // VACUUM too: sets the visibility map now, so autovacuum does not compete with the runs later.
  await db.execute(sql`vacuum analyze`);
  const analyzeSeconds = (performance.now() - started) / 1000;
  const turns = size.chatSessions * size.turnsPerSession;
  console.log(
    `seeded 2 × (${size.appUsers} users, ${size.chatSessions} sessions, ${turns} turns, ` +
      `${size.submittedForms} forms) in ${seedSeconds.toFixed(1)} s ` +
      `(${((2 * turns) / seedSeconds / 1000).toFixed(0)}k turns/s); activity_hours rebuilt in ${rollupSeconds.toFixed(1)} s; ` +
      `VACUUM ANALYZE ${analyzeSeconds.toFixed(1)} s`,
  );
  await addOwner(db, organizationId);

  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const { app } = await buildApp({
    config,
    db,
    jwtSecret: randomBytes(32).toString('hex'),
    logger: false,
    serveWebApp: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const headers = { authorization: `Bearer ${await logIn(base)}` };

  const results: LoadResult[] = [];
  for (const endpoint of ENDPOINTS) {
    const first = await fetch(base + endpoint, { headers });
    if (!first.ok) console.log(`  ${endpoint} answers ${first.status} before the run`);
    results.push(
      await measure(endpoint, base + endpoint, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        headers,
      }),
    );
  }
  const waited = await waitForQuietEventLoop(600);
  if (waited > 1) console.log(`waited ${waited.toFixed(1)} s for the event loop to settle`);
  const hello = await startHelloServer();
  const ceiling = await measure('node:http hello world', hello.url, {
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  hello.server.close();
  await app.close();

  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each:`);
  printTable(results, ceiling);
} finally {
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
}

/** The owner of organization 1, as a verified, onboarded sign-up would have left it. */
async function addOwner(db: Database, organizationId: string): Promise<void> {
  const [account] = await db
    .insert(accounts)
    .values({
      email: STAFF_EMAIL,
      name: 'Bench Owner',
      passwordHash: await hashPassword(PASSWORD),
      emailVerified: true,
      onboardingCompleted: true,
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('no account');
  await db.insert(memberships).values({ organizationId, accountId: account.id, role: 'owner' });
}

async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: STAFF_EMAIL, password: PASSWORD }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!response.ok || !body.data?.token) throw new Error(`login failed: ${response.status}`);
  return body.data.token;
}
