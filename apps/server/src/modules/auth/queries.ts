import type { MembershipRole, Timezone } from '@concierge/shared';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accounts,
  memberships,
  organizations,
  passwordResetTokens,
  revokedTokens,
} from '../../db/schema.js';
import type { Account } from '../../platform/auth-guard.js';

export interface PrimaryOrganization {
  id: string;
  name: string;
  website: string;
  role: MembershipRole;
}

export async function findAccountByEmail(db: Executor, email: string): Promise<Account | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
  return account ?? null;
}

export async function createAccountWithOrganization(
  db: Executor,
  input: { name: string; email: string; passwordHash: string; organizationName: string },
  trialDays: number,
): Promise<Account> {
  const [account] = await db
    .insert(accounts)
    .values({ name: input.name, email: input.email, passwordHash: input.passwordHash })
    .returning();
  const [organization] = await db
    .insert(organizations)
    .values({
      name: input.organizationName,
      plan: 'trial',
      trialEndsAt: sql`now() + make_interval(days => ${trialDays})`,
    })
    .returning({ id: organizations.id });
  if (!account || !organization) throw new Error('account or organization was not created');
  await db
    .insert(memberships)
    .values({ organizationId: organization.id, accountId: account.id, role: 'owner' });
  return account;
}

/** The organization a fresh session starts in: the oldest membership not suspended. */
export async function findPrimaryOrganization(
  db: Executor,
  accountId: string,
): Promise<PrimaryOrganization | null> {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      website: organizations.website,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.accountId, accountId), isNull(organizations.suspendedAt)))
    .orderBy(asc(memberships.createdAt), asc(memberships.organizationId))
    .limit(1);
  return row ?? null;
}

/** The account has memberships and every one of them is in a suspended organization. */
export async function isOnlyInSuspendedOrganizations(
  db: Executor,
  accountId: string,
): Promise<boolean> {
  const [row] = await db
    .select({
      memberships: count(),
      live: sql<number>`count(*) filter (where ${organizations.suspendedAt} is null)::int`,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.accountId, accountId));
  return (row?.memberships ?? 0) > 0 && row?.live === 0;
}

export async function markEmailVerified(db: Executor, accountId: string): Promise<Account> {
  const [account] = await db
    .update(accounts)
    .set({ emailVerified: true, lastActiveAt: new Date() })
    .where(eq(accounts.id, accountId))
    .returning();
  if (!account) throw new Error(`account ${accountId} vanished`);
  return account;
}

/** Sets a new password and bumps the token version, which ends every token issued before. */
export async function replacePassword(
  db: Executor,
  accountId: string,
  passwordHash: string,
  alsoVerifyEmail = false,
): Promise<Account> {
  const [account] = await db
    .update(accounts)
    .set({
      passwordHash,
      tokenVersion: sql`${accounts.tokenVersion} + 1`,
      ...(alsoVerifyEmail ? { emailVerified: true } : {}),
    })
    .where(eq(accounts.id, accountId))
    .returning();
  if (!account) throw new Error(`account ${accountId} vanished`);
  return account;
}

export async function touchLogin(db: Executor, accountId: string): Promise<void> {
  await db.update(accounts).set({ lastActiveAt: new Date() }).where(eq(accounts.id, accountId));
}

export async function revokeToken(db: Executor, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  await db.delete(revokedTokens).where(sql`${revokedTokens.expiresAt} < now()`);
}

export async function updateProfile(
  db: Executor,
  accountId: string,
  profile: { name: string; phoneNumber: string; timezone: Timezone },
): Promise<Account> {
  const [account] = await db
    .update(accounts)
    .set(profile)
    .where(eq(accounts.id, accountId))
    .returning();
  if (!account) throw new Error(`account ${accountId} vanished`);
  return account;
}

export async function findOrganization(
  db: Executor,
  organizationId: string,
): Promise<{ name: string; website: string } | null> {
  const [organization] = await db
    .select({ name: organizations.name, website: organizations.website })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return organization ?? null;
}

/** The account's reset token, replacing any older one; it lasts `ttlSeconds`. */
export async function storeResetToken(
  db: Executor,
  accountId: string,
  tokenHash: string,
  ttlSeconds: number,
): Promise<void> {
  const expiresAt = sql`now() + make_interval(secs => ${ttlSeconds})`;
  await db
    .insert(passwordResetTokens)
    .values({ accountId, tokenHash, expiresAt })
    .onConflictDoUpdate({
      target: passwordResetTokens.accountId,
      set: { tokenHash, expiresAt, createdAt: sql`now()` },
    });
}

const liveResetToken = (accountId: string, tokenHash: string) =>
  and(
    eq(passwordResetTokens.accountId, accountId),
    eq(passwordResetTokens.tokenHash, tokenHash),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

export async function isLiveResetToken(
  db: Executor,
  accountId: string,
  tokenHash: string,
): Promise<boolean> {
  const [row] = await db
    .select({ accountId: passwordResetTokens.accountId })
    .from(passwordResetTokens)
    .where(liveResetToken(accountId, tokenHash));
  return row !== undefined;
}

/** Uses the token up: true for the one call that deletes it while it is live. */
export async function consumeResetToken(
  db: Executor,
  accountId: string,
  tokenHash: string,
): Promise<boolean> {
  const deleted = await db
    .delete(passwordResetTokens)
    .where(liveResetToken(accountId, tokenHash))
    .returning({ accountId: passwordResetTokens.accountId });
  return deleted.length > 0;
}

export async function deleteResetToken(db: Executor, accountId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.accountId, accountId));
}
