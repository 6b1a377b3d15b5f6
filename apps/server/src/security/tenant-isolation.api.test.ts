import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, UNKNOWN_ID, type TestApp } from '../test/test-app.js';
import { expiredTokenLike } from './forged-tokens.js';
import { PARAM_SOURCES, VALID_BODIES, type ParamKind } from './isolation-table.js';
import { readRouteCatalogue, type Operation } from './route-catalogue.js';
import { callRoute, describeAnswer } from './route-calls.js';
import { SecretWatch } from './secret-watch.js';
import { buildTenantWorld, type TenantWorld } from './tenant-world.js';

/** What a viewer of A gets where it is not 200 on a read and 403 on a change. */
const VIEWER_EXCEPTIONS: Record<string, number> = {
  // The votes are the viewer's own.
  'POST /api/help/articles/{id}/vote': 200,
  'POST /api/help/faqs/{id}/vote': 200,
  // Any member may write to support (decision 009).
  'POST /api/support/tickets/{id}/messages': 200,
  // A bell entry is one member's: the owner's is not the viewer's to mark, nor to know of.
  'POST /api/notifications/{id}/read': 404,
};

// The HTTP layer and the tenancy checks are the same on both databases: PGlite's pass covers them.
describe.skipIf(process.env.TEST_DB === 'postgres')('tenant isolation over every route', () => {
  const watch = new SecretWatch();
  let t: TestApp;
  let world: TenantWorld;
  let operations: Operation[];
  let expired: string;

  beforeAll(async () => {
    t = await createTestApp({}, { logStream: watch.logStream });
    world = await buildTenantWorld(t);
    operations = await readRouteCatalogue(t.app);
    expired = await expiredTokenLike(world.a.ownerToken, t.jwtSecret);
    const { a, b, operatorToken } = world;
    watch.add('the JWT secret', t.jwtSecret);
    for (const [label, token] of Object.entries({
      "A's owner token": a.ownerToken,
      "A's viewer token": a.viewerToken,
      "B's owner token": b.ownerToken,
      "B's viewer token": b.viewerToken,
      'the operator token': operatorToken,
      'the expired token': expired,
      "A's visitor token": a.chat.token,
      "B's visitor token": b.chat.token,
    })) {
      watch.add(label, token);
    }
  });
  afterAll(() => t.close());

  const parametrised = () => operations.filter((operation) => operation.pathParams.length > 0);
  const ofKind = (kind: ParamKind) =>
    parametrised().filter((operation) => PARAM_SOURCES[operation.path]?.kind === kind);
  const paramOf = (operation: Operation) =>
    PARAM_SOURCES[operation.path]?.value(world.a, world) ?? '';

  /** Calls every operation as `who`; answers the calls whose status `expected` refuses. */
  async function refusals(
    list: Operation[],
    who: string,
    token: string | undefined,
    expected: (operation: Operation, status: number) => boolean,
    param: (operation: Operation) => string = paramOf,
  ): Promise<string[]> {
    const failures: string[] = [];
    for (const operation of list) {
      const response = await callRoute(t, operation, {
        param: param(operation),
        token,
        body: VALID_BODIES[operation.key] ?? (operation.body ? {} : undefined),
      });
      watch.record(`${operation.key} as ${who}`, response);
      if (!expected(operation, response.statusCode)) {
        failures.push(describeAnswer(operation, who, response));
      }
      expectEnvelope(response);
    }
    return failures;
  }

  it('has an isolation rule for every route that takes an id, and none for a gone route', () => {
    const paths = new Set(parametrised().map((operation) => operation.path));
    expect([...paths].filter((path) => !PARAM_SOURCES[path])).toEqual([]);
    expect(Object.keys(PARAM_SOURCES).filter((path) => !paths.has(path))).toEqual([]);
  });

  it("answers A's owner on reads of A's ids, so the refusals below are about the caller", async () => {
    const reads = ofKind('tenant').filter((operation) => operation.method === 'GET');
    expect(reads.length).toBeGreaterThan(5);
    expect(
      await refusals(
        reads,
        "A's owner",
        world.a.ownerToken,
        (_operation, status) => status === 200,
      ),
    ).toEqual([]);
  });

  it("answers another organization's owner 404 for every id of A, as for an unknown id", async () => {
    const list = ofKind('tenant');
    const { ownerToken } = world.b;
    expect(await refusals(list, "B's owner", ownerToken, (_op, status) => status === 404)).toEqual(
      [],
    );
    const unknown = await refusals(
      list,
      "B's owner",
      ownerToken,
      (_op, s) => s === 404,
      () => UNKNOWN_ID,
    );
    expect(unknown).toEqual([]);
  });

  it("refuses A's viewer every change to A's data (403), and lets them read it", async () => {
    const expected = (operation: Operation, status: number) =>
      status === (VIEWER_EXCEPTIONS[operation.key] ?? (operation.method === 'GET' ? 200 : 403));
    const list = [...ofKind('tenant'), ...ofKind('shared')];
    expect(await refusals(list, "A's viewer", world.a.viewerToken, expected)).toEqual([]);
  });

  it('answers 401 to an anonymous caller and to an expired token on every signed-in route', async () => {
    const signedIn = operations.filter((operation) => operation.credential !== 'none');
    expect(signedIn.length).toBeGreaterThan(80);
    const is401 = (_operation: Operation, status: number) => status === 401;
    expect(await refusals(signedIn, 'anonymous', undefined, is401)).toEqual([]);
    // A visitor route takes any other token as another chat's: 404, tested below.
    const staffRoutes = signedIn.filter((operation) => operation.credential !== 'visitor');
    expect(await refusals(staffRoutes, 'an expired token', expired, is401)).toEqual([]);
  });

  it("answers 404 on A's chat to another chat's visitor token, a staff token or an expired one", async () => {
    // The streams too: a token that is let in would hold the call open, and none is let in here.
    const list = ofKind('visitor');
    const is404 = (_operation: Operation, status: number) => status === 404;
    expect(await refusals(list, "B's visitor", world.b.chat.token, is404)).toEqual([]);
    expect(await refusals(list, "A's owner", world.a.ownerToken, is404)).toEqual([]);
    expect(await refusals(list, 'an expired token', expired, is404)).toEqual([]);
  });

  it("answers a tenant's owner and viewer 403 on every operator route", async () => {
    const list = operations.filter((operation) => operation.path.startsWith('/api/operator/'));
    expect(list.length).toBeGreaterThan(10);
    const is403 = (_operation: Operation, status: number) => status === 403;
    expect(await refusals(list, "A's owner", world.a.ownerToken, is403)).toEqual([]);
    expect(await refusals(list, "B's viewer", world.b.viewerToken, is403)).toEqual([]);
  });

  it('answers 404 for a bot or an invitation link that does not exist', async () => {
    const list = [...ofKind('public-bot'), ...ofKind('invitation-token')];
    const is404 = (_operation: Operation, status: number) => status === 404;
    expect(await refusals(list, "B's owner", world.b.ownerToken, is404, () => UNKNOWN_ID)).toEqual(
      [],
    );
  });

  it('leaks no token, code, password hash or secret in any answer or log line', () => {
    expect(watch.answerCount).toBeGreaterThan(300);
    expect(watch.logLines.length).toBeGreaterThan(300);
    expect(watch.leaks()).toEqual([]);
  });
});

/** Every refusal is the readable envelope, never a stack trace (a 200 may be a file). */
function expectEnvelope(response: LightMyRequestResponse) {
  expect(response.statusCode).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const body = response.json<{ status_code: number; message: unknown }>();
  expect(body.status_code).toBe(response.statusCode);
  expect(typeof body.message).toBe('string');
}
