import type { CreatedApiKey } from '@concierge/shared';
import { afterAll, beforeAll } from 'vitest';
import {
  bearer,
  createTestApp,
  envelope,
  STRONG_PASSWORD,
  type TestApp,
} from '../test/test-app.js';
import { readRouteCatalogue, type Operation } from './route-catalogue.js';
import { SecretWatch } from './secret-watch.js';
import { buildTenantWorld, type TenantWorld } from './tenant-world.js';

/** One app, its tenant world and its route catalogue, which every security suite of a run shares. */
export interface SecuritySuite {
  t: TestApp;
  world: TenantWorld;
  operations: Operation[];
  /** Reads every log line of the app; each suite records its answers into it. */
  watch: SecretWatch;
}

/**
 * Builds the suite before the first test of the calling `describe` and closes it after the last.
 * The fields are set once `beforeAll` has run: read them inside tests and hooks only.
 */
export function setUpSecuritySuite(): SecuritySuite {
  const suite = { watch: new SecretWatch() } as SecuritySuite;
  beforeAll(async () => {
    const { watch } = suite;
    suite.t = await createTestApp({}, { logStream: watch.logStream });
    suite.world = await buildTenantWorld(suite.t);
    suite.operations = await readRouteCatalogue(suite.t.app);
    const { a, b, operatorToken } = suite.world;
    for (const [label, secret] of Object.entries({
      'the JWT secret': suite.t.jwtSecret,
      'the password of every test account': STRONG_PASSWORD,
      "A's owner token": a.ownerToken,
      "A's viewer token": a.viewerToken,
      "B's owner token": b.ownerToken,
      "B's viewer token": b.viewerToken,
      'the operator token': operatorToken,
      "A's visitor token": a.chat.token,
      "B's visitor token": b.chat.token,
    })) {
      watch.add(label, secret);
    }
  });
  afterAll(() => suite.t.close());
  return suite;
}

/** Creates an integration API key of A as A's owner; the answer is recorded as the key's issuer. */
export async function issueApiKey(
  { t, world, watch }: SecuritySuite,
  environment: 'production' | 'development',
): Promise<{ key: CreatedApiKey; issuedBy: string }> {
  const issuedBy = `POST /api/api-keys/${environment}/regenerate`;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/api-keys/${environment}/regenerate`,
    headers: bearer(world.a.ownerToken),
  });
  if (response.statusCode !== 200) throw new Error(`no API key: ${response.body}`);
  const key = envelope<CreatedApiKey>(response).data;
  watch.record(issuedBy, response, key.secret);
  return { key, issuedBy };
}
