import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import type { AppContext } from '../context.js';
import type { LiveSignal } from '../live/index.js';
import { DATABASE_UNAVAILABLE } from '../../db/database-unavailable.js';
import { startTcpProxy } from './tcp-proxy.js';
import { findPostgresBinaries, startThrowawayPostgres } from './throwaway-postgres.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(serverUrl);
const binaries = onPostgres ? await findPostgresBinaries() : null;

/** A database the app uses, and a way to take it away and bring it back. */
interface Outage {
  url: string;
  goAway(): Promise<void>;
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

/** A fresh database on the test server, reached through a proxy that cuts every connection. */
async function proxyCut(): Promise<Outage> {
  const name = `concierge_outage_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const direct = new URL(serverUrl ?? '');
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(direct);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  viaProxy.pathname = `/${name}`;
  return {
    url: viaProxy.toString(),
    goAway: () => proxy.cut(),
    comeBack: () => proxy.restore(),
    close: async () => {
      await proxy.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A PostgreSQL server of the test's own, really stopped (sessions end, admin_shutdown) and started. */
async function serverRestart(): Promise<Outage> {
  const server = await startThrowawayPostgres(binaries ?? '');
  return {
    url: server.url,
    goAway: () => server.stop(),
    comeBack: () => server.start(),
    close: () => server.destroy(),
  };
}

/**
 * The database going away for a few seconds: requests fail fast with 503, and once it is back
 * they work again without a restart; the worker and the live bus ride it out. Once through a
 * proxy the test cuts, once by stopping and starting a PostgreSQL server (when its binaries are
 * installed, as CI installs them).
 */
describeOutage('cut by a proxy', proxyCut, onPostgres);
describeOutage('stopped and started', serverRestart, binaries !== null);

function describeOutage(outageName: string, make: () => Promise<Outage>, runs: boolean) {
  describe.skipIf(!runs)(`the database going away for a few seconds (${outageName})`, () => {
    const crashes: unknown[] = [];
    const recordCrash = (error: unknown) => crashes.push(error);
    let outage: Outage;
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let ctx: AppContext;
    let dataDir: string;
    const heard: LiveSignal[] = [];
    const lostConnections: Error[] = [];

    beforeAll(async () => {
      process.on('unhandledRejection', recordCrash);
      process.on('uncaughtException', recordCrash);
      outage = await make();
      database = await openDatabase({
        kind: 'postgres',
        url: outage.url,
        onIdleError: (error) => lostConnections.push(error),
      });
      dataDir = await mkdtemp(path.join(tmpdir(), 'concierge-outage-'));
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
      ({ app, ctx } = await buildApp({
        config,
        db: database.db,
        jwtSecret: randomBytes(32).toString('hex'),
        mailer: { send: async () => undefined },
        databaseUrl: outage.url,
        logger: false,
        serveWebApp: false,
      }));
      await app.ready();
      // The worker polls and the live bus listens through the outage, as in a running server.
      ctx.worker.start();
      ctx.live.subscribe((signal) => heard.push(signal));
      await ctx.live.ready();
    });

    afterAll(async () => {
      await app.close();
      await database.close();
      await outage.close();
      await rm(dataDir, { recursive: true, force: true });
      process.off('unhandledRejection', recordCrash);
      process.off('uncaughtException', recordCrash);
    });

    const signIn = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'Passw0rd!' },
      });
    const health = () => app.inject({ method: 'GET', url: '/api/health' });

    it('answers 503 with a clear message while it is away, and recovers by itself', async () => {
      expect((await health()).statusCode).toBe(200);
      expect((await signIn()).statusCode).toBe(401);
      // Requests side by side leave several idle connections in the pool, so at least one is idle
      // when the database goes, whichever one the worker's poll holds at that moment.
      const together = await Promise.all([health(), health(), health(), health()]);
      expect(together.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);

      await outage.goAway();
      for (const request of [signIn, health, signIn]) {
        const started = Date.now();
        const response = await request();
        expect(Date.now() - started).toBeLessThan(6000);
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBeDefined();
        expect(response.json()).toMatchObject({ status_code: 503, message: DATABASE_UNAVAILABLE });
      }
      expect((await health()).json()).toMatchObject({ data: { db: 'unavailable' } });
      // The pool's idle connections died with the server: main.ts and worker-main.ts log this.
      // Their sockets may report it after the requests above have already failed.
      await expect.poll(() => lostConnections.length, { timeout: 5000 }).toBeGreaterThan(0);
      // Long enough for the worker to poll and the live bus to try to reconnect while it is away.
      await new Promise((resolve) => setTimeout(resolve, 1500));

      await outage.comeBack();
      const deadline = Date.now() + 8000;
      let status = 0;
      while (Date.now() < deadline && status !== 200) {
        status = (await health()).statusCode;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe(200);
      expect((await signIn()).statusCode).toBe(401);
      // The live bus listens again on its own: a signal published now reaches this process.
      const signal: LiveSignal = {
        organizationId: randomUUID(),
        sessionId: randomUUID(),
        kind: 'state',
      };
      await expect
        .poll(
          async () => {
            await ctx.live.publish(signal);
            return heard.some((item) => item.organizationId === signal.organizationId);
          },
          { timeout: 8000, interval: 500 },
        )
        .toBe(true);
      expect(crashes).toEqual([]);
    });
  });
}
