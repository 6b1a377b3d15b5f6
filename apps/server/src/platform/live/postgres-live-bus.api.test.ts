import { randomUUID } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import type { LiveBus, LiveSignal } from './live-bus.js';
import { createPostgresLiveBus } from './postgres-live-bus.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const silent = pino({ level: 'silent' });

/** Two buses on one server stand for two API processes: each hears the other's signals. */
describe.skipIf(process.env.TEST_DB !== 'postgres' || !serverUrl)('the PostgreSQL live bus', () => {
  let pool: pg.Pool;
  let first: LiveBus;
  let second: LiveBus;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: serverUrl, max: 2 });
    const db = drizzle({ client: pool }) as unknown as Database;
    first = createPostgresLiveBus(db, serverUrl ?? '', silent);
    second = createPostgresLiveBus(db, serverUrl ?? '', silent);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await pool.end();
  });

  it("carries a signal to every process's subscribers, its own included, in order", async () => {
    // Other test files may notify on the same server: count only this organization's.
    const organizationId = randomUUID();
    const heard: { bus: string; signal: LiveSignal }[] = [];
    first.subscribe((signal) => {
      if (signal.organizationId === organizationId) heard.push({ bus: 'first', signal });
    });
    second.subscribe((signal) => {
      if (signal.organizationId === organizationId) heard.push({ bus: 'second', signal });
    });
    await Promise.all([first.ready(), second.ready()]);
    const base = { organizationId, sessionId: randomUUID() };
    await first.publish({ ...base, kind: 'message', messageId: 1, from: 'agent' });
    await first.publish({ ...base, kind: 'state' });
    await expect.poll(() => heard.length).toBe(4);
    for (const bus of ['first', 'second']) {
      expect(heard.filter((item) => item.bus === bus).map((item) => item.signal)).toEqual([
        { ...base, kind: 'message', messageId: 1, from: 'agent' },
        { ...base, kind: 'state' },
      ]);
    }
  });
});
