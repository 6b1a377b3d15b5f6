import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberships, organizations, plans } from '../../db/schema.js';

export async function listMemberOrganizations(db: Executor, accountId: string) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      website: organizations.website,
      plan: organizations.plan,
      planName: plans.name,
      chatsLimit: plans.chatsLimit,
      seatsLimit: plans.seatsLimit,
      trialEndsAt: organizations.trialEndsAt,
      role: memberships.role,
      seatsUsed: sql<number>`(select count(*)::int from ${memberships} m where m.organization_id = ${organizations.id})`,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .innerJoin(plans, eq(plans.id, organizations.plan))
    .where(and(eq(memberships.accountId, accountId), isNull(organizations.suspendedAt)))
    .orderBy(asc(memberships.createdAt), asc(organizations.id));
}

export async function updateOrganization(
  db: Executor,
  organizationId: string,
  values: { name: string; website: string },
) {
  const [organization] = await db
    .update(organizations)
    .set(values)
    .where(eq(organizations.id, organizationId))
    .returning({ name: organizations.name, website: organizations.website });
  return organization ?? null;
}

/** Suspended by the operator: its members are locked out and its widget does not answer. */
export async function isOrganizationSuspended(
  db: Executor,
  organizationId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ suspendedAt: organizations.suspendedAt })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.suspendedAt != null;
}
