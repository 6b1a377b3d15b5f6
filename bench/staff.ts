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
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openBenchDatabase } from './staff/bench-database.js';
import { seedLargeOrganizations, tenantSizeAt } from './staff/large-organizations.js';
import {
  measure,
  printTable,
  startHelloServer,
  waitForQuietEventLoop,
  type LoadResult,
} from './staff/load.js';
import { BENCH_OWNER } from './staff/owner.js';
import { recordFigures } from './support/results.js';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ENDPOINTS = [
  '/api/user/get_users?page=1&limit=10',
  '/api/user/get_submitted_forms?page=1&limit=10',
  '/api/user/dashboard_stats?date=today',
  '/api/user/analytics?days=30',
];

const size = tenantSizeAt(SCALE);

const database = await openBenchDatabase(process.env.DATABASE_URL);
const { db } = database.handle;
const dataDir = await mkdtemp(path.join(tmpdir(), 'concierge-bench-data-'));
try {
  console.log(`staff API bench on ${database.label}, scale ${SCALE}`);
  await seedLargeOrganizations(db, size);

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
  recordFigures(
    [...results, ceiling].flatMap((row) => [
      {
        bench: 'staff',
        figure: `${row.name.replace('/api/user/', '')} req/s (scale ${SCALE}, ${CONNECTIONS} conn.)`,
        value: row.requestsPerSecond.toFixed(0),
      },
      {
        bench: 'staff',
        figure: `${row.name.replace('/api/user/', '')} p99`,
        value: `${row.p99Ms.toFixed(0)} ms`,
      },
    ]),
  );
} finally {
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
}

async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_OWNER),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!response.ok || !body.data?.token) throw new Error(`login failed: ${response.status}`);
  return body.data.token;
}
