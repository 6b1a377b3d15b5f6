import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../db/client.js';
import { parseLiveSignal, type LiveBus, type LiveListener, type LiveSignal } from './live-bus.js';
import { createLocalLiveBus } from './local-live-bus.js';

const LIVE_CHANNEL = 'concierge_live';
const RECONNECT_MS = 2000;

/**
 * The bus across API processes on one PostgreSQL: publish is a NOTIFY through the pool, and one
 * dedicated connection per process LISTENs and hands each signal to this process's streams. A
 * process hears its own notifications too, so publish never calls listeners directly. The listening
 * connection opens with the first subscriber (a worker process that only publishes never opens it)
 * and re-opens after an error; signals sent while it is down are lost, which streams survive
 * because a client resumes from its last message id.
 */
export function createPostgresLiveBus(
  db: Database,
  connectionString: string,
  log: FastifyBaseLogger,
): LiveBus {
  // What this process's streams hear; the LISTEN connection feeds it.
  const streams = createLocalLiveBus();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  // Warned once per outage, not at every retry two seconds apart.
  let down = false;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void listen();
    }, RECONNECT_MS);
    retry.unref();
  };

  const listen = (): Promise<void> => {
    if (closed || client || connecting) return connecting ?? Promise.resolve();
    // A server that does not answer must not hold a stream's opening for long.
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const signal = parseLiveSignal(message.payload);
      if (signal) void streams.publish(signal);
    });
    next.on('error', (error) => {
      if (!down) {
        log.warn(
          { err: error },
          'live bus connection lost; listening again once the database is back',
        );
      }
      down = true;
      if (client === next) client = null;
      void next.end().catch(() => undefined);
      scheduleReconnect();
    });
    connecting = (async () => {
      try {
        await next.connect();
        await next.query(`LISTEN ${LIVE_CHANNEL}`);
        if (closed) {
          await next.end();
          return;
        }
        client = next;
        if (down) log.info('live bus listening again');
        down = false;
      } catch (error) {
        if (!down)
          log.warn(
            { err: error },
            'live bus could not listen; retrying until the database answers',
          );
        down = true;
        void next.end().catch(() => undefined);
        scheduleReconnect();
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  };

  return {
    async publish(signal: LiveSignal) {
      await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(signal)})`);
    },
    subscribe(listener: LiveListener) {
      void listen();
      return streams.subscribe(listener);
    },
    async ready() {
      // A failed attempt retries on its own; the stream goes on and resumes by message id.
      await listen();
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await streams.close();
      if (connecting) await connecting;
      const open = client;
      client = null;
      if (open) await open.end().catch(() => undefined);
    },
  };
}
