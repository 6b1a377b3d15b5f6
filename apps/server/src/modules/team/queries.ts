import type { MembershipRole } from '@concierge/shared';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, invitations, memberships, organizations } from '../../db/schema.js';

/** Neither accepted nor revoked: pending, or expired and still shown so it can be resent. */
const open = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));
/** Open and not expired: it holds a seat. */
const pending = and(open, gt(invitations.expiresAt, sql`now()`));

export type InvitationRow = typeof invitations.$inferSelect;

/**
 * Locks the organization row for the rest of the transaction, so concurrent invitations, accepts
 * and role changes see each other's seat and owner counts.
 */
export async function lockOrganization(db: Executor, organizationId: string) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, plan: organizations.plan })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return row ?? null;
}

export async function listMembers(db: Executor, organizationId: string) {
  return db
    .select({
      accountId: accounts.id,
      name: accounts.name,
      email: accounts.email,
      role: memberships.role,
      joinedAt: memberships.createdAt,
      lastActive: accounts.lastActiveAt,
    })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(memberships.createdAt), asc(accounts.email));
}

export async function findMember(db: Executor, organizationId: string, accountId: string) {
  const [row] = await db
    .select({ accountId: memberships.accountId, role: memberships.role })
    .from(memberships)
    .where(
      and(eq(memberships.organizationId, organizationId), eq(memberships.accountId, accountId)),
    );
  return row ?? null;
}

export async function isMemberByEmail(
  db: Executor,
  organizationId: string,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.organizationId, organizationId), eq(accounts.email, email)));
  return row !== undefined;
}

export async function countOwners(db: Executor, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ owners: count() })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, 'owner')));
  return row?.owners ?? 0;
}

/** Members plus pending invitations, leaving out the invitation `exceptInvitationId`. */
export async function countSeatsUsed(
  db: Executor,
  organizationId: string,
  exceptInvitationId?: string,
): Promise<number> {
  const [members] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId));
  const [invited] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        pending,
        exceptInvitationId ? sql`${invitations.id} <> ${exceptInvitationId}` : undefined,
      ),
    );
  return (members?.n ?? 0) + (invited?.n ?? 0);
}

export async function listOpenInvitations(db: Executor, organizationId: string) {
  return db
    .select({ invitation: invitations, invitedBy: sql<string>`coalesce(${accounts.name}, '')` })
    .from(invitations)
    .leftJoin(accounts, eq(accounts.id, invitations.invitedBy))
    .where(and(eq(invitations.organizationId, organizationId), open))
    .orderBy(asc(invitations.createdAt), asc(invitations.email));
}

export async function findOpenInvitation(db: Executor, organizationId: string, id: string) {
  const [row] = await db
    .select({ invitation: invitations, invitedBy: sql<string>`coalesce(${accounts.name}, '')` })
    .from(invitations)
    .leftJoin(accounts, eq(accounts.id, invitations.invitedBy))
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id), open));
  return row ?? null;
}

export async function hasPendingInvitation(
  db: Executor,
  organizationId: string,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(eq(invitations.organizationId, organizationId), eq(invitations.email, email), pending),
    );
  return row !== undefined;
}

export async function insertInvitation(
  db: Executor,
  values: {
    organizationId: string;
    email: string;
    role: MembershipRole;
    tokenHash: string;
    invitedBy: string;
    ttlDays: number;
  },
): Promise<InvitationRow> {
  const { ttlDays, ...rest } = values;
  const [row] = await db
    .insert(invitations)
    .values({ ...rest, expiresAt: sql`now() + make_interval(days => ${ttlDays})` })
    .returning();
  if (!row) throw new Error('invitation was not created');
  return row;
}

/** A resend: a new token and a new expiry; the old link stops working. */
export async function renewInvitation(
  db: Executor,
  id: string,
  values: { tokenHash: string; ttlDays: number },
): Promise<InvitationRow> {
  const [row] = await db
    .update(invitations)
    .set({
      tokenHash: values.tokenHash,
      createdAt: sql`now()`,
      expiresAt: sql`now() + make_interval(days => ${values.ttlDays})`,
    })
    .where(eq(invitations.id, id))
    .returning();
  if (!row) throw new Error(`invitation ${id} vanished`);
  return row;
}

export async function revokeInvitation(db: Executor, id: string): Promise<void> {
  await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(eq(invitations.id, id));
}

/** The invitation of a link, with what its page shows; locked when `forUpdate`. */
export async function findInvitationByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      invitation: invitations,
      organizationName: organizations.name,
      invitedBy: sql<string>`coalesce(${accounts.name}, '')`,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(accounts, eq(accounts.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, tokenHash));
  return row ?? null;
}

export async function lockInvitation(db: Executor, id: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).for('update');
  return row ?? null;
}

export async function markAccepted(db: Executor, id: string): Promise<void> {
  await db
    .update(invitations)
    .set({ acceptedAt: sql`now()` })
    .where(eq(invitations.id, id));
}

export async function accountExists(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row !== undefined;
}

/** An invited person's account: the link proved the address and the organization is set up. */
export async function insertInvitedAccount(
  db: Executor,
  values: { name: string; email: string; passwordHash: string },
) {
  const [account] = await db
    .insert(accounts)
    .values({ ...values, emailVerified: true, onboardingCompleted: true, lastActiveAt: new Date() })
    .returning();
  if (!account) throw new Error('account was not created');
  return account;
}

export async function insertMembership(
  db: Executor,
  values: { organizationId: string; accountId: string; role: MembershipRole },
): Promise<void> {
  await db.insert(memberships).values(values).onConflictDoNothing();
}

export async function updateMemberRole(
  db: Executor,
  organizationId: string,
  accountId: string,
  role: MembershipRole,
): Promise<void> {
  await db
    .update(memberships)
    .set({ role })
    .where(
      and(eq(memberships.organizationId, organizationId), eq(memberships.accountId, accountId)),
    );
}

export async function deleteMember(
  db: Executor,
  organizationId: string,
  accountId: string,
): Promise<void> {
  await db
    .delete(memberships)
    .where(
      and(eq(memberships.organizationId, organizationId), eq(memberships.accountId, accountId)),
    );
}
