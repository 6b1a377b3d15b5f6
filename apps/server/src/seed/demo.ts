import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accounts, memberships, organizations } from '../db/schema.js';
import { hashPassword, verifyPassword } from '../platform/passwords.js';
import { seedDemoKnowledge } from './demo-knowledge.js';
import { seedDemoMonth } from './demo-month.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { seedDemoTickets } from './demo-tickets.js';
import { markLastWeeklyReportSent } from './demo-weekly-reports.js';
import { seedDemoSecondOrganization } from './demo-second-organization.js';

export const DEMO_OWNER_EMAIL = 'owner@riverside-diagnostics.example';
export const DEMO_OPERATOR_EMAIL = 'operator@concierge.example';
const DEMO_OWNER_NAME = 'Dana Whitfield';
export const DEMO_ORGANIZATION_NAME = 'Riverside Diagnostics';
export const DEMO_TIME_ZONE = 'America/New_York';
/** Days before the first start that the lab signed up: its month of chats (30 days) came after. */
export const DEMO_ORGANIZATION_AGE_DAYS = 32;
const DAY = 24 * 3_600_000;

export interface DemoLogins {
  owner: { email: string; password: string };
  operator: { email: string; password: string };
}

/**
 * Seeds the demo organization once: a verified, onboarded owner of "Riverside Diagnostics" (also
 * an admin of a small second organization, seed/demo-second-organization.ts) and a platform
 * operator, with the passwords of the data directory. With the organization, signed up a month
 * before `now`, come its knowledge base, its bot and the month of chats since (seed/demo-month.ts),
 * so a newcomer's dashboard is alive on first start. A password someone changed later
 * stays changed, unless `resetPasswords` (the data directory is new but the database, on a
 * PostgreSQL server, is not): then the accounts take the new passwords so the printed logins work.
 */
export async function seedDemo(
  db: Database,
  passwords: { owner: string; operator: string },
  resetPasswords = false,
  now = new Date(),
): Promise<DemoLogins> {
  await db.transaction(async (tx) => {
    const operator = await ensureAccount(tx, {
      email: DEMO_OPERATOR_EMAIL,
      name: 'Platform Operator',
      password: passwords.operator,
      platformRole: 'operator',
      resetPassword: resetPasswords,
    });
    const owner = await ensureAccount(tx, {
      email: DEMO_OWNER_EMAIL,
      name: DEMO_OWNER_NAME,
      password: passwords.owner,
      platformRole: null,
      resetPassword: resetPasswords,
    });
    if (owner.created) {
      // The lab signed up before its month of chats began, the owner with it.
      const setUpAt = new Date(now.getTime() - DEMO_ORGANIZATION_AGE_DAYS * DAY);
      const [organization] = await tx
        .insert(organizations)
        .values({
          name: DEMO_ORGANIZATION_NAME,
          website: 'https://riverside-diagnostics.example',
          plan: 'professional',
          timezone: DEMO_TIME_ZONE,
          createdAt: setUpAt,
        })
        .returning({ id: organizations.id });
      if (!organization) throw new Error('demo organization was not created');
      await tx.insert(memberships).values({
        organizationId: organization.id,
        accountId: owner.id,
        role: 'owner',
        createdAt: setUpAt,
      });
      const entryIds = await seedDemoKnowledge(
        tx,
        { id: organization.id, setUpAt },
        DEMO_OWNER_NAME,
      );
      await seedDemoMonth(tx, {
        organizationId: organization.id,
        now,
        timeZone: DEMO_TIME_ZONE,
        entryIds,
      });
      await seedDemoNotifications(tx, organization.id, owner.id, now);
      await markLastWeeklyReportSent(tx, {
        organizationId: organization.id,
        timeZone: DEMO_TIME_ZONE,
        now,
      });
      await seedDemoTickets(tx, {
        organizationId: organization.id,
        ownerId: owner.id,
        operatorId: operator.id,
        now,
      });
      await seedDemoSecondOrganization(tx, {
        accountId: owner.id,
        modifiedBy: DEMO_OWNER_NAME,
        timeZone: DEMO_TIME_ZONE,
        now,
      });
    }
  });
  return {
    owner: { email: DEMO_OWNER_EMAIL, password: passwords.owner },
    operator: { email: DEMO_OPERATOR_EMAIL, password: passwords.operator },
  };
}

async function ensureAccount(
  db: Parameters<Parameters<Database['transaction']>[0]>[0],
  input: {
    email: string;
    name: string;
    password: string;
    platformRole: 'operator' | null;
    resetPassword: boolean;
  },
): Promise<{ id: string; created: boolean }> {
  const [existing] = await db.select().from(accounts).where(eq(accounts.email, input.email));
  if (existing) {
    if (input.resetPassword && !(await verifyPassword(existing.passwordHash, input.password))) {
      await db
        .update(accounts)
        .set({ passwordHash: await hashPassword(input.password) })
        .where(eq(accounts.id, existing.id));
    }
    return { id: existing.id, created: false };
  }
  const [account] = await db
    .insert(accounts)
    .values({
      email: input.email,
      name: input.name,
      passwordHash: await hashPassword(input.password),
      platformRole: input.platformRole,
      emailVerified: true,
      onboardingCompleted: true,
      timezone: 'America/New_York',
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error(`demo account ${input.email} was not created`);
  return { id: account.id, created: true };
}
