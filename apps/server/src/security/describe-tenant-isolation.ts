import type { TeamOverview } from '@concierge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, envelope, UNKNOWN_ID } from '../test/test-app.js';
import { expiredTokenLike } from './forged-tokens.js';
import { PARAM_SOURCES, VALID_BODIES, VIEWER_MAY, type ParamKind } from './isolation-table.js';
import type { Operation } from './route-catalogue.js';
import { answerProblem, callRoute, describeAnswer } from './route-calls.js';
import type { SecuritySuite } from './security-suite.js';

/**
 * Every route of the OpenAPI document, called as the wrong person: another tenant, a viewer, an
 * anonymous caller, an expired token, another chat's visitor. Reads A's data as it was built and
 * changes none of it but what `VIEWER_MAY` lets A's viewer do, which ends with the viewer leaving.
 */
export function describeTenantIsolation(suite: SecuritySuite) {
  describe('tenant isolation over every route', () => {
    let expired: string;
    const world = () => suite.world;

    const parametrised = () =>
      suite.operations.filter((operation) => operation.pathParams.length > 0);
    const ofKind = (...kinds: ParamKind[]) =>
      parametrised().filter((operation) => {
        const kind = PARAM_SOURCES[operation.path]?.kind;
        return kind !== undefined && kinds.includes(kind);
      });
    const paramOf = (operation: Operation) =>
      PARAM_SOURCES[operation.path]?.value(world().a, world()) ?? '';
    const is = (expected: number) => (_operation: Operation, status: number) => status === expected;

    /**
     * Calls every operation as `who` with A's id (or `param`'s); answers the calls whose status
     * `expected` does not accept, and every answer that is a 5xx, shows a stack trace or is a 4xx
     * without the envelope.
     */
    async function mismatches(
      list: Operation[],
      who: string,
      token: string | undefined,
      expected: (operation: Operation, status: number) => boolean,
      param: (operation: Operation) => string = paramOf,
    ): Promise<string[]> {
      const failures: string[] = [];
      for (const operation of list) {
        const response = await callRoute(suite.t, operation, {
          param: param(operation),
          token,
          body: VALID_BODIES[operation.key] ?? (operation.body ? {} : undefined),
        });
        suite.watch.record(`${operation.key} as ${who}`, response);
        const problem = answerProblem(response);
        if (!expected(operation, response.statusCode) || problem) {
          failures.push(
            `${describeAnswer(operation, who, response)}${problem ? ` (${problem})` : ''}`,
          );
        }
      }
      return failures;
    }

    it('has an isolation rule for every route that takes an id, and none for a gone route', () => {
      const paths = new Set(parametrised().map((operation) => operation.path));
      expect([...paths].filter((path) => !PARAM_SOURCES[path])).toEqual([]);
      expect(Object.keys(PARAM_SOURCES).filter((path) => !paths.has(path))).toEqual([]);
      const keys = new Set(suite.operations.map((operation) => operation.key));
      expect(VIEWER_MAY.map((rule) => rule.key).filter((key) => !keys.has(key))).toEqual([]);
    });

    it("answers A's owner on reads of A's ids, so the refusals below are about the caller", async () => {
      const reads = ofKind('tenant').filter((operation) => operation.method === 'GET');
      expect(reads.length).toBeGreaterThan(5);
      expect(await mismatches(reads, "A's owner", world().a.ownerToken, is(200))).toEqual([]);
    });

    it("answers another organization's owner 404 for every id of A, as for an unknown id", async () => {
      const list = ofKind('tenant', 'member');
      const { ownerToken } = world().b;
      expect(await mismatches(list, "B's owner", ownerToken, is(404))).toEqual([]);
      expect(await mismatches(list, "B's owner", ownerToken, is(404), () => UNKNOWN_ID)).toEqual(
        [],
      );
    });

    it("refuses A's viewer every change to A's data (403) but VIEWER_MAY's, and lets them read it", async () => {
      const allowed = new Set(VIEWER_MAY.filter((rule) => !rule.param).map((rule) => rule.key));
      const expected = (operation: Operation, status: number) =>
        status === (operation.method === 'GET' || allowed.has(operation.key) ? 200 : 403);
      const list = ofKind('tenant', 'shared');
      expect(await mismatches(list, "A's viewer", world().a.viewerToken, expected)).toEqual([]);
    });

    it("answers another member 404 on a member's own bell entry, like another tenant, and its owner 200", async () => {
      const list = ofKind('member');
      expect(list.length).toBeGreaterThan(0);
      const { viewerToken, ownerToken } = world().a;
      expect(await mismatches(list, "A's viewer", viewerToken, is(404))).toEqual([]);
      expect(await mismatches(list, "A's owner", ownerToken, is(200))).toEqual([]);
    });

    it('answers 401 to an anonymous caller and to an expired token on every signed-in route', async () => {
      expired = await expiredTokenLike(world().a.ownerToken, suite.t.jwtSecret);
      suite.watch.add('the expired token', expired);
      const signedIn = suite.operations.filter((operation) => operation.credential !== 'none');
      expect(signedIn.length).toBeGreaterThan(80);
      expect(await mismatches(signedIn, 'anonymous', undefined, is(401))).toEqual([]);
      // A visitor route takes any other token as another chat's: 404, tested below.
      const staffRoutes = signedIn.filter((operation) => operation.credential !== 'visitor');
      expect(await mismatches(staffRoutes, 'an expired token', expired, is(401))).toEqual([]);
    });

    it("answers 404 on A's chat to another chat's visitor token, a staff token or an expired one", async () => {
      // The streams too: a token that is let in would hold the call open, and none is let in here.
      const list = ofKind('visitor');
      expect(await mismatches(list, "B's visitor", world().b.chat.token, is(404))).toEqual([]);
      expect(await mismatches(list, "A's owner", world().a.ownerToken, is(404))).toEqual([]);
      expect(await mismatches(list, 'an expired token', expired, is(404))).toEqual([]);
    });

    it("answers a tenant's owner and viewer 403 on every operator route", async () => {
      const list = suite.operations.filter((operation) =>
        operation.path.startsWith('/api/operator/'),
      );
      expect(list.length).toBeGreaterThan(10);
      expect(await mismatches(list, "A's owner", world().a.ownerToken, is(403))).toEqual([]);
      expect(await mismatches(list, "B's viewer", world().b.viewerToken, is(403))).toEqual([]);
    });

    it('answers 404 for a bot or an invitation link that does not exist', async () => {
      const list = ofKind('public-bot', 'invitation-token');
      const unknown = () => UNKNOWN_ID;
      expect(await mismatches(list, "B's owner", world().b.ownerToken, is(404), unknown)).toEqual(
        [],
      );
    });

    it("lets A's viewer do what VIEWER_MAY lists, last of all leave the team", async () => {
      const { a } = world();
      const byKey = new Map(suite.operations.map((operation) => [operation.key, operation]));
      for (const rule of VIEWER_MAY) {
        const operation = byKey.get(rule.key);
        if (!operation) throw new Error(`no route ${rule.key}`);
        const param = rule.param?.(a) ?? paramOf(operation);
        expect(
          await mismatches([operation], "A's viewer", a.viewerToken, is(200), () => param),
          rule.why,
        ).toEqual([]);
      }
      const team = await suite.t.app.inject({
        method: 'GET',
        url: '/api/team',
        headers: bearer(a.ownerToken),
      });
      const members = envelope<TeamOverview>(team).data.members;
      expect(members.map((member) => member.accountId)).toContain(a.ownerAccountId);
      expect(members.map((member) => member.accountId)).not.toContain(a.viewerAccountId);
    });
  });
}
