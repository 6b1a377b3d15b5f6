import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARAM_SOURCES } from './isolation-table.js';
import type { Operation } from './route-catalogue.js';
import { answerProblem, callRoute, STREAM_ROUTES } from './route-calls.js';
import { arbitraryFor, pathParamArbitrary } from './schema-arbitrary.js';
import { issueApiKey, type SecuritySuite } from './security-suite.js';
import { snapshotTenant } from './tenant-snapshot.js';

/** Fixed, so a failure reproduces; fast-check prints it with the failing case. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 8);

/** Calls that end the caller's own session or membership: fuzzed after every other one. */
const FUZZED_LAST = new Set([
  'PUT /api/team/members/{accountId}',
  'DELETE /api/team/members/{accountId}',
  'POST /api/auth/logout',
]);

/**
 * Every route's input fuzzed from its schema, as A's owner (or A's visitor, or A's API key). It
 * changes and deletes A's data and ends A's owner's session, so it runs after the suites that
 * need A as it was built.
 */
export function describeRouteFuzz(suite: SecuritySuite) {
  describe("fuzzing every route's input", () => {
    let operations: Operation[];
    let apiKey: string;

    beforeAll(async () => {
      operations = [
        ...suite.operations.filter((operation) => !FUZZED_LAST.has(operation.key)),
        ...suite.operations.filter((operation) => FUZZED_LAST.has(operation.key)),
      ].filter((operation) => !STREAM_ROUTES.has(operation.key));
      apiKey = (await issueApiKey(suite, 'development')).key.secret;
    });

    const credentialFor = (operation: Operation): string | undefined =>
      ({
        bearer: suite.world.a.ownerToken,
        visitor: suite.world.a.chat.token,
        apiKey,
        none: undefined,
      })[operation.credential];

    it("answers every input below 500, readably, and leaves another tenant's data alone", async () => {
      const { t, world, watch } = suite;
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
              query,
              body,
              multipart: operation.multipart,
            });
            watch.record(operation.key, response, issuedBy(response));
            problem = answerProblem(response);
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
  });
}

/** A fresh credential an answer hands out by design (a visitor token, a login's token, a key). */
function issuedBy(response: LightMyRequestResponse): string | undefined {
  const json = String(response.headers['content-type']).startsWith('application/json');
  if (response.statusCode !== 200 || !json) return undefined;
  const data = (JSON.parse(response.body) as { data?: Record<string, unknown> }).data;
  const issued = data?.visitor_token ?? data?.token ?? data?.secret;
  return typeof issued === 'string' ? issued : undefined;
}
