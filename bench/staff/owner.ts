import type { Database } from '../../apps/server/src/db/client.js';
import { accounts, memberships } from '../../apps/server/src/db/schema.js';
import { hashPassword } from '../../apps/server/src/platform/passwords.js';

/** The signed-in staff member of the staff benches: the owner of the large organization. */
export const BENCH_OWNER = { email: 'owner@bench.example', password: 'Bench-Passw0rd!' };

/** Makes BENCH_OWNER the owner of `organizationId`, as a verified, onboarded sign-up would be. */
export async function addOwner(db: Database, organizationId: string): Promise<void> {
  const [account] = await db
    .insert(accounts)
    .values({
      email: BENCH_OWNER.email,
      name: 'Bench Owner',
      passwordHash: await hashPassword(BENCH_OWNER.password),
      emailVerified: true,
      onboardingCompleted: true,
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('no account');
  await db.insert(memberships).values({ organizationId, accountId: account.id, role: 'owner' });
}
