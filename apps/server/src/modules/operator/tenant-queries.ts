import { TRIAL_PLAN_ID, type TenantStatus } from '@concierge/shared';
import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { accounts, chatSessions, memberships, organizations, plans } from '../../db/schema.js';

// A literal, not a parameter: the expression is grouped by, and each parameter would differ.
const trialPlanLiteral = sql.raw(`'${TRIAL_PLAN_ID}'`);

/** SPEC §4, derived: suspended by the operator, else trial while on the trial plan, else active. */
export const tenantStatus = sql<Exclude<TenantStatus, 'cancelled'>>`case
  when ${organizations.suspendedAt} is not null then 'suspended'
  when ${organizations.plan} = ${trialPlanLiteral} then 'trial'
  else 'active' end`;

const ownerOrder = sql`order by m.created_at, a.email limit 1`;

/** One row per organization with its plan and aggregate subqueries: no query per tenant. */
const tenantColumns = {
  id: organizations.id,
  name: organizations.name,
  website: organizations.website,
  timezone: organizations.timezone,
  plan: organizations.plan,
  planName: plans.name,
  priceCents: plans.priceCents,
  chatsLimit: plans.chatsLimit,
  seatsLimit: plans.seatsLimit,
  status: tenantStatus,
  createdAt: organizations.createdAt,
  suspendedAt: organizations.suspendedAt,
  trialEndsAt: organizations.trialEndsAt,
  users: sql<number>`(select count(*)::int from ${memberships} m where m.organization_id = ${organizations.id})`,
  conversations: sql<number>`(select count(*)::int from ${chatSessions} s where s.organization_id = ${organizations.id} and not s.is_test)`,
  lastActive: sql<Date | null>`(select max(a.last_active_at) from ${memberships} m
    join ${accounts} a on a.id = m.account_id where m.organization_id = ${organizations.id})`.mapWith(
    accounts.lastActiveAt,
  ),
  ownerName: sql<string | null>`(select a.name from ${memberships} m join ${accounts} a
    on a.id = m.account_id where m.organization_id = ${organizations.id} and m.role = 'owner' ${ownerOrder})`,
  ownerEmail: sql<string | null>`(select a.email from ${memberships} m join ${accounts} a
    on a.id = m.account_id where m.organization_id = ${organizations.id} and m.role = 'owner' ${ownerOrder})`,
};

export interface TenantFilter {
  search?: string;
  status?: TenantStatus;
}

/** `%` and `_` of the search stay literal characters in ILIKE. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterOf({ search, status }: TenantFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        sql`${organizations.name} ilike ${pattern}`,
        sql`exists (select 1 from ${memberships} m join ${accounts} a on a.id = m.account_id
          where m.organization_id = ${organizations.id} and m.role = 'owner'
            and a.email ilike ${pattern})`,
      ),
    );
  }
  if (status === 'suspended') conditions.push(isNotNull(organizations.suspendedAt));
  if (status === 'trial') {
    conditions.push(isNull(organizations.suspendedAt), eq(organizations.plan, TRIAL_PLAN_ID));
  }
  if (status === 'active') {
    conditions.push(isNull(organizations.suspendedAt), ne(organizations.plan, TRIAL_PLAN_ID));
  }
  // Nothing cancels a tenant yet.
  if (status === 'cancelled') conditions.push(sql`false`);
  return and(...conditions);
}

const newestFirst = [desc(organizations.createdAt), desc(organizations.id)] as const;

/** Newest first; every match when `page` is null (the export). */
export async function listTenants(
  db: Executor,
  filter: TenantFilter,
  page: { limit: number; offset: number } | null,
) {
  const query = db
    .select(tenantColumns)
    .from(organizations)
    .innerJoin(plans, eq(plans.id, organizations.plan))
    .where(filterOf(filter))
    .orderBy(...newestFirst)
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export type TenantRow = Awaited<ReturnType<typeof listTenants>>[number];

export async function countTenants(db: Executor, filter: TenantFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(organizations).where(filterOf(filter));
  return row?.n ?? 0;
}

export async function findTenant(db: Executor, organizationId: string): Promise<TenantRow | null> {
  const [row] = await db
    .select(tenantColumns)
    .from(organizations)
    .innerJoin(plans, eq(plans.id, organizations.plan))
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}

/** Tenants per derived status over the whole platform. */
export async function countTenantsByStatus(
  db: Executor,
): Promise<{ status: Exclude<TenantStatus, 'cancelled'>; n: number }[]> {
  return db.select({ status: tenantStatus, n: count() }).from(organizations).groupBy(tenantStatus);
}

/** Locks the organization row for the rest of the transaction. */
export async function lockTenant(db: Executor, organizationId: string) {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      suspendedAt: organizations.suspendedAt,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return row ?? null;
}

export async function setSuspendedAt(
  db: Executor,
  organizationId: string,
  suspendedAt: Date | null,
): Promise<void> {
  await db
    .update(organizations)
    .set({ suspendedAt: suspendedAt ? sql`now()` : null })
    .where(eq(organizations.id, organizationId));
}

export async function insertTenant(
  db: Executor,
  values: { name: string; plan: string; trialDays: number | null },
): Promise<string> {
  const [row] = await db
    .insert(organizations)
    .values({
      name: values.name,
      plan: values.plan,
      trialEndsAt:
        values.trialDays === null ? null : sql`now() + make_interval(days => ${values.trialDays})`,
    })
    .returning({ id: organizations.id });
  if (!row) throw new Error('organization was not created');
  return row.id;
}

/**
 * Deletes the organization (its tenant tables cascade) and the accounts that belonged to it only;
 * operators stay. Answers how many accounts went with it.
 */
export async function deleteTenantWithLoneAccounts(
  db: Executor,
  organizationId: string,
): Promise<number> {
  const lone = await queryRows<{ id: string }>(
    db,
    sql`select m.account_id as id from ${memberships} m join ${accounts} a on a.id = m.account_id
        where m.organization_id = ${organizationId} and a.platform_role is null
          and not exists (select 1 from ${memberships} other
            where other.account_id = m.account_id and other.organization_id <> ${organizationId})`,
  );
  await db.delete(organizations).where(eq(organizations.id, organizationId));
  if (lone.length > 0) {
    await db.delete(accounts).where(
      inArray(
        accounts.id,
        lone.map(({ id }) => id),
      ),
    );
  }
  return lone.length;
}
