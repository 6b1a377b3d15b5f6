import { describe, expect, it } from 'vitest';
import { describeRouteFuzz } from './describe-route-fuzz.js';
import { describeSecretsShownOnce } from './describe-secrets-shown-once.js';
import { describeTenantIsolation } from './describe-tenant-isolation.js';
import { setUpSecuritySuite } from './security-suite.js';

/**
 * The security suites share one app and one tenant world: building the two organizations is most
 * of their time. They run in this order: isolation reads A as it was built, the secrets flows add
 * their own account and keys, and the fuzzer changes and deletes A's data, so it comes last. The
 * secret watch reads every answer and log line of all three.
 */
describe('security over every route', () => {
  const suite = setUpSecuritySuite();

  describeTenantIsolation(suite);
  describeSecretsShownOnce(suite);
  describeRouteFuzz(suite);

  it('leaks no token, code, password, password hash or secret in any answer or log line', () => {
    const { watch, t } = suite;
    watch.addMailedSecrets(t.mailbox);
    expect(watch.answerCount).toBeGreaterThan(300);
    expect(watch.logLines.length).toBeGreaterThan(300);
    expect(watch.leaks()).toEqual([]);
  });
});
