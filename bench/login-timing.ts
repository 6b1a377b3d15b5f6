// How long a failed sign-in takes for an unknown e-mail versus a wrong password (they should be
// about equal, so timing does not reveal which addresses have accounts), and a successful one.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/seed/demo.js';
import { recordFigures } from './support/results.js';

const ROUNDS = 40;
const PASSWORD = 'Bench-Passw0rd!';

const database = await openDatabase({ kind: 'pglite', dataDir: null });
const config = loadConfig({
  LOG_LEVEL: 'silent',
  RATE_LIMIT_AUTH_PER_IP: '100000',
  RATE_LIMIT_AUTH_PER_EMAIL: '100000',
});
const { app } = await buildApp({
  config,
  db: database.db,
  jwtSecret: randomBytes(32).toString('hex'),
  logger: false,
  serveWebApp: false,
});
const { owner } = await seedDemo(database.db, { owner: PASSWORD, operator: PASSWORD });

async function measure(email: string, password: string, expected: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    times.push(performance.now() - started);
    if (response.statusCode !== expected)
      throw new Error(`expected ${expected}, got ${response.statusCode}`);
  }
  return times.sort((a, b) => a - b);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.floor(q * (sorted.length - 1))] ?? NaN;
const row = (label: string, sorted: number[]) =>
  `${label.padEnd(18)} median ${quantile(sorted, 0.5).toFixed(1).padStart(7)} ms   p90 ${quantile(sorted, 0.9).toFixed(1).padStart(7)} ms`;

await measure(owner.email, PASSWORD, 200); // warm-up
const unknown = await measure('nobody@example.com', PASSWORD, 401);
const wrong = await measure(owner.email, 'Wrong-Passw0rd!', 401);
const success = await measure(owner.email, PASSWORD, 200);

console.log(`login timing, ${ROUNDS} rounds each (PGlite in memory, argon2id)`);
console.log(row('unknown e-mail', unknown));
console.log(row('wrong password', wrong));
console.log(row('success', success));
const gap = Math.abs(quantile(unknown, 0.5) - quantile(wrong, 0.5));
console.log(`median gap unknown vs wrong: ${gap.toFixed(1)} ms`);
recordFigures([
  ...(
    [
      ['unknown e-mail', unknown],
      ['wrong password', wrong],
      ['success', success],
    ] as const
  ).map(([label, sorted]) => ({
    bench: 'login-timing',
    figure: `sign-in, ${label}, median`,
    value: `${quantile(sorted, 0.5).toFixed(1)} ms`,
  })),
  { bench: 'login-timing', figure: 'median gap unknown vs wrong', value: `${gap.toFixed(1)} ms` },
]);

await app.close();
await database.close();
