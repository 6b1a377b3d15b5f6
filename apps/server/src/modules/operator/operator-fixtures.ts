import { accounts } from '../../db/schema.js';
import { hashPassword } from '../../platform/passwords.js';
import { envelope, STRONG_PASSWORD, type TestApp } from '../../test/test-app.js';

/** A verified operator account (no organization) and its bearer token. */
export async function signInOperator(t: TestApp, email = 'operator@test.example'): Promise<string> {
  await t.ctx.db
    .insert(accounts)
    .values({
      name: 'Platform Operator',
      email,
      passwordHash: await hashPassword(STRONG_PASSWORD),
      platformRole: 'operator',
      emailVerified: true,
      onboardingCompleted: true,
    })
    .onConflictDoNothing();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: STRONG_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`operator login failed: ${login.body}`);
  return envelope<{ token: string }>(login).data.token;
}
