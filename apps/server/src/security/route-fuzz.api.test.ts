import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../test/test-app.js';
import { PARAM_SOURCES } from './isolation-table.js';
import { readRouteCatalogue, type Operation } from './route-catalogue.js';
import { callRoute, STREAM_ROUTES } from './route-calls.js';
import { arbitraryFor, pathParamArbitrary } from './schema-arbitrary.js';
import { SecretWatch } from './secret-watch.js';
import { snapshotTenant } from './tenant-snapshot.js';
import { buildTenantWorld, type TenantWorld } from './tenant-world.js';

/** Fixed, so a failure reproduces; fast-check prints it with the failing case. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 8);

/** Calls that end the caller's own session or membership: fuzzed after every other one. */
const FUZZED_LAST = new Set([
  'PUT /api/team/members/{accountId}',
  'DELETE /api/team/members/{accountId}',
  'POST /api/auth/logout',
]);

/** A stack frame or a source path: an answer must never show the server's insides. */
const STACK_TRACE = /\n\s+at |\(\/[^)]*:\d+:\d+\)|node_modules|apps\/server\/src|\.ts:\d+:\d+/;

// The HTTP layer and the tenancy checks are the same on both databases: PGlite's pass covers them.
describe.skipIf(process.env.TEST_DB === 'postgres')("fuzzing every route's input", () => {
  const watch = new SecretWatch();
  let t: TestApp;
  let world: TenantWorld;
  let operations: Operation[];
  let apiKey: string;

  beforeAll(async () => {
    t = await createTestApp({}, { logStream: watch.logStream });
    world = await buildTenantWorld(t);
    const catalogue = await readRouteCatalogue(t.app);
    operations = [
      ...catalogue.filter((operation) => !FUZZED_LAST.has(operation.key)),
      ...catalogue.filter((operation) => FUZZED_LAST.has(operation.key)),
    ].filter((operation) => !STREAM_ROUTES.has(operation.key));
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys/development/regenerate',
      headers: bearer(world.a.ownerToken),
    });
    apiKey = envelope<{ secret: string }>(issued).data.secret;
    watch.add('the JWT secret', t.jwtSecret);
    watch.add("B's owner token", world.b.ownerToken);
    watch.add("B's visitor token", world.b.chat.token);
    watch.add("A's API key", apiKey);
  });
  afterAll(() => t.close());

  const credentialFor = (operation: Operation): string | undefined =>
    ({
      bearer: world.a.ownerToken,
      visitor: world.a.chat.token,
      apiKey,
      none: undefined,
    })[operation.credential];

  it("answers every input below 500, readably, and leaves another tenant's data alone", async () => {
    const before = await snapshotTenant(t, world.b.organizationId);
    const failures: string[] = [];
    for (const operation of operations) {
      const real = PARAM_SOURCES[operation.path]?.value(world.a, world) ?? '';
      const input = fc.record({
        param: pathParamArbitrary(real),
        query: operation.query ? arbitraryFor(operation.query) : fc.constant(undefined),
        body: operation.body ? arbitraryFor(operation.body) : fc.constant(undefined),
      });
      let problem: string | null = null;
      const outcome = await fc.check(
        fc.asyncProperty(input, async ({ param, query, body }) => {
          const response = await callRoute(t, operation, {
            param,
            token: credentialFor(operation),
            query: asQueryString(query),
            body,
            multipart: operation.multipart,
          });
          watch.record(operation.key, response, issuedBy(response));
          problem = problemWith(response);
          return problem === null;
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      if (outcome.failed) {
        const input = JSON.stringify(outcome.counterexample).slice(0, 200);
        failures.push(`${operation.key} (seed ${SEED}): ${problem} for ${input}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshotTenant(t, world.b.organizationId)).toEqual(before);
  });

  it('leaks no token, code, password hash or secret in any answer or log line', () => {
    watch.addMailedSecrets(t.mailbox);
    expect(watch.leaks()).toEqual([]);
  });
});

/** What is wrong with an answer, or null: a 5xx, a 4xx without the envelope, a stack trace. */
function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (STACK_TRACE.test(response.body)) return `a stack trace: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  const body = JSON.parse(response.body) as { status_code?: unknown; message?: unknown };
  if (body.status_code !== response.statusCode || typeof body.message !== 'string') {
    return `no envelope: ${response.body.slice(0, 300)}`;
  }
  return null;
}

/** A fresh credential an answer hands out by design (a visitor token, a login's token, a key). */
function issuedBy(response: LightMyRequestResponse): string | undefined {
  const json = String(response.headers['content-type']).startsWith('application/json');
  if (response.statusCode !== 200 || !json) return undefined;
  const data = (JSON.parse(response.body) as { data?: Record<string, unknown> }).data;
  const issued = data?.visitor_token ?? data?.token ?? data?.secret;
  return typeof issued === 'string' ? issued : undefined;
}

/** A query as a URL carries it: every value a string, objects as their JSON. */
function asQueryString(query: unknown): Record<string, string> | undefined {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return undefined;
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
    ]),
  );
}
