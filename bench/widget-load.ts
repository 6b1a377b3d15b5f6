// The widget's public API under load: the real server (as `npm start`, PGlite unless DATABASE_URL)
// and 500 concurrent visitors, each loading the bot's config, starting a chat, sending 10
// messages (a greeting, 8 lab questions, a thank-you) without think time, and ending it. Prints
// messages/s, answer latency, errors (must be 0: exits 1 otherwise) and the server's memory.
// Usage: npx tsx bench/widget-load.ts   (env: BENCH_VISITORS=500, BENCH_MESSAGES=10,
//        DATABASE_URL=postgres://… to run the server on PostgreSQL)
import { performance } from 'node:perf_hooks';
import { KNOWLEDGE_QUESTIONS } from '../apps/server/src/seed/lab-questions.js';
import { signInToApi } from '../e2e/support/staff-api.js';
import { httpCall } from './support/http-client.js';
import { printAligned, quantile, recordFigures } from './support/results.js';
import { startServerProcess, type ServerMemory } from './support/server-process.js';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 500);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10);
const ORIGIN = 'https://riverside-diagnostics.example';

interface Tally {
  answerMs: number[];
  errors: Map<string, number>;
  messages: number;
}

/** The visitor's n-th message: a greeting first, a thank-you last, lab questions between. */
function messageOf(visitor: number, n: number): string {
  if (n === 0) return 'hi';
  if (n === MESSAGES - 1 && MESSAGES > 1) return 'thanks, that helps';
  return (
    KNOWLEDGE_QUESTIONS[(visitor * 7 + n) % KNOWLEDGE_QUESTIONS.length]?.text ??
    'what are your opening hours'
  );
}

/** A call of the widget's API; answers the envelope's data, or records why it failed. */
async function call<T>(
  tally: Tally,
  url: string,
  init: { method?: string; body?: unknown; headers: Record<string, string> },
): Promise<T | null> {
  try {
    const answer = await httpCall(url, {
      method: init.method ?? 'GET',
      headers: { origin: ORIGIN, ...init.headers },
      json: init.body,
    });
    const body = JSON.parse(answer.body) as { data?: T; message?: string };
    if (answer.status < 300 && body.data !== undefined) return body.data;
    countError(tally, `${answer.status} ${body.message ?? ''}`.trim());
  } catch (error) {
    countError(tally, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
  return null;
}

function countError(tally: Tally, reason: string): void {
  tally.errors.set(reason, (tally.errors.get(reason) ?? 0) + 1);
}

/** One visitor's whole chat, from its own address (as seen through the proxy the server trusts). */
async function visit(base: string, botId: string, visitor: number, tally: Tally): Promise<void> {
  const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${(visitor & 255) + 1}`;
  const headers = { 'x-forwarded-for': address };
  const config = await call(tally, `${base}/api/public/bots/${botId}/config`, { headers });
  if (!config) return;
  const session = await call<{ session_id: string; visitor_token: string }>(
    tally,
    `${base}/api/public/bots/${botId}/sessions`,
    { method: 'POST', body: {}, headers },
  );
  if (!session) return;
  const visitorHeaders = { ...headers, authorization: `Bearer ${session.visitor_token}` };
  const sessionUrl = `${base}/api/public/sessions/${session.session_id}`;
  for (let n = 0; n < MESSAGES; n += 1) {
    const started = performance.now();
    const reply = await call<{ assistant: unknown }>(tally, `${sessionUrl}/messages`, {
      method: 'POST',
      body: { text: messageOf(visitor, n) },
      headers: visitorHeaders,
    });
    if (!reply) continue;
    if (reply.assistant === undefined) countError(tally, 'a reply without an answer');
    tally.answerMs.push(performance.now() - started);
    tally.messages += 1;
  }
  await call(tally, `${sessionUrl}/end`, { method: 'POST', headers: visitorHeaders });
}

/** Signs in as the demo owner: the bot's id, and the plan moved to one without a chats limit. */
async function prepareDemoBot(base: string, owner: { email: string; password: string }) {
  const api = await signInToApi(base, owner.email, owner.password);
  const [bot] = await api.call<{ id: string }[]>('/auth/chatbot-settings');
  if (!bot) throw new Error('the demo organization has no bot');
  await api.sendJson('POST', '/billing/plan', { plan_id: 'enterprise' });
  return bot.id;
}

const mib = (memory: ServerMemory) => `${memory.rssMiB.toFixed(0)} MiB`;

// TRUST_PROXY: every visitor comes from its own address, as behind a load balancer, so the
// per-address limits (300 new chats, 3,000 messages per window) apply per visitor, unchanged; the
// Enterprise plan's per-bot ceiling (3,000 new chats an hour, ten floors) is above the 500 chats here.
const server = await startServerProcess({ TRUST_PROXY: 'true' });
let failed = false;
try {
  const botId = await prepareDemoBot(server.url, server.owner);
  const warmUp: Tally = { answerMs: [], errors: new Map(), messages: 0 };
  await visit(server.url, botId, VISITORS + 1, warmUp);
  const before = await server.memory();
  const tally: Tally = { answerMs: [], errors: new Map(), messages: 0 };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: VISITORS }, (_, visitor) => visit(server.url, botId, visitor, tally)),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = await server.memory();
  const sorted = tally.answerMs.sort((a, b) => a - b);
  const errors = [...tally.errors.values()].reduce((sum, count) => sum + count, 0);
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  console.log(
    `widget load: ${VISITORS} concurrent visitors × ${MESSAGES} messages, no think time, ` +
      `server on ${database}.\nRate limits unchanged; TRUST_PROXY=true and each visitor sends its ` +
      `own X-Forwarded-For address; the demo organization is moved to the Enterprise plan (no monthly chats limit).`,
  );
  const rows = [
    ['messages answered', `${tally.messages} of ${VISITORS * MESSAGES} in ${seconds.toFixed(1)} s`],
    ['messages/s', (tally.messages / seconds).toFixed(0)],
    ['answer latency p50', `${quantile(sorted, 0.5).toFixed(0)} ms`],
    ['answer latency p99', `${quantile(sorted, 0.99).toFixed(0)} ms`],
    ['answer latency max', `${(sorted.at(-1) ?? NaN).toFixed(0)} ms`],
    ['errors', String(errors)],
    ['server RSS before / after', `${mib(before)} / ${mib(after)}`],
    ['server peak RSS (VmHWM)', `${after.peakMiB.toFixed(0)} MiB`],
  ];
  printAligned(rows);
  for (const [reason, count] of tally.errors) console.log(`  ${count} × ${reason}`);
  recordFigures(
    rows.map(([figure = '', value = '']) =>
      figure === 'errors'
        ? { bench: 'widget-load', figure, value, budget: '= 0', pass: errors === 0 }
        : { bench: 'widget-load', figure, value },
    ),
  );
  failed = errors > 0 || tally.messages !== VISITORS * MESSAGES;
} finally {
  await server.stop();
}
if (failed) process.exit(1);
