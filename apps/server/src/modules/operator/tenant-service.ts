import {
  billingMessages,
  operatorMessages,
  TENANT_STATUSES,
  TENANTS_PAGE_SIZE,
  TRIAL_PLAN_ID,
  type AddTenantInput,
  type TenantDetail,
  type TenantList,
  type TenantListQuery,
  type TenantStatus,
  type TenantSummary,
} from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import type { Session } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import type { CsvCell } from '../../platform/csv.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { chatsThisMonth } from '../analytics/chats-this-month.js';
import { TRIAL_DAYS } from '../auth/service.js';
import { findPlan } from '../billing/plan-queries.js';
import { countKnowledgeEntries } from '../billing/usage.js';
import { countSeatsUsed, listMembers, listOpenInvitations } from '../team/queries.js';
import { sendInvitation } from '../team/send-invitation.js';
import * as queries from './tenant-queries.js';

export const TENANTS_CSV_HEADER = [
  'Name',
  'Plan',
  'Status',
  'Users',
  'Conversations',
  'Monthly revenue',
  'Owner name',
  'Owner email',
  'Created',
  'Last active',
] as const;

const EXPORT_BATCH = 500;

/** The plan's price while the tenant is active on it; trials and suspended tenants bring none. */
const revenueOf = (row: queries.TenantRow) =>
  row.status === 'active' ? Math.round(row.priceCents / 100) : 0;

/** The operator's tenants: the list and its export, the detail, and the tenant's life cycle. */
export class TenantService {
  constructor(private readonly ctx: AppContext) {}

  async list(query: TenantListQuery, now = new Date()): Promise<TenantList> {
    const { db } = this.ctx;
    const filter = { search: query.search, status: query.status };
    const [rows, total, statusCounts] = await Promise.all([
      queries.listTenants(db, filter, {
        limit: TENANTS_PAGE_SIZE,
        offset: (query.page - 1) * TENANTS_PAGE_SIZE,
      }),
      queries.countTenants(db, filter),
      countTenantsPerStatus(db),
    ]);
    return {
      tenants: await Promise.all(rows.map((row) => toTenantSummary(db, row, now))),
      total,
      page: query.page,
      totalPages: Math.max(1, Math.ceil(total / TENANTS_PAGE_SIZE)),
      statusCounts,
    };
  }

  /** Every tenant as CSV rows, newest first, a batch at a time. */
  async *csvRows(): AsyncGenerator<CsvCell[][]> {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await queries.listTenants(this.ctx.db, {}, { limit: EXPORT_BATCH, offset });
      yield rows.map((row) => [
        row.name,
        row.planName,
        row.status,
        row.users,
        row.conversations,
        revenueOf(row),
        row.ownerName,
        row.ownerEmail,
        row.createdAt,
        row.lastActive,
      ]);
      if (rows.length < EXPORT_BATCH) return;
    }
  }

  async detail(organizationId: string, now = new Date()): Promise<TenantDetail> {
    return detailOf(this.ctx.db, await this.requireTenant(this.ctx.db, organizationId), now);
  }

  /** A new organization on the plan, and an owner invitation mailed to `owner_email`. */
  async add(
    operator: Session,
    input: AddTenantInput,
  ): Promise<{ message: string; tenant: TenantDetail }> {
    const email = input.owner_email.trim().toLowerCase();
    const tenant = await this.ctx.db.transaction(async (tx) => {
      const plan = await findPlan(tx, input.plan_id);
      if (!plan) throw notFound(billingMessages.planNotFound);
      const organizationId = await queries.insertTenant(tx, {
        name: input.name,
        plan: plan.id,
        trialDays: plan.id === TRIAL_PLAN_ID ? TRIAL_DAYS : null,
      });
      await sendInvitation(
        this.ctx,
        tx,
        { organizationId, organizationName: input.name, email, role: 'owner' },
        operator.account,
      );
      return detailOf(tx, await this.requireTenant(tx, organizationId), new Date());
    });
    return { message: operatorMessages.created(tenant.name, email), tenant };
  }

  async suspend(organizationId: string): Promise<{ message: string; tenant: TenantSummary }> {
    return this.setSuspended(organizationId, true);
  }

  async activate(organizationId: string): Promise<{ message: string; tenant: TenantSummary }> {
    return this.setSuspended(organizationId, false);
  }

  /** Deletes the tenant once its name is typed exactly, with the accounts that were only its own. */
  async remove(organizationId: string, confirmName: string): Promise<{ message: string }> {
    return this.ctx.db.transaction(async (tx) => {
      const organization = await this.lockTenant(tx, organizationId);
      if (confirmName.trim() !== organization.name) {
        throw badRequest(operatorMessages.confirmNameMismatch);
      }
      await queries.deleteTenantWithLoneAccounts(tx, organization.id);
      return { message: operatorMessages.deleted(organization.name) };
    });
  }

  private async setSuspended(
    organizationId: string,
    suspend: boolean,
  ): Promise<{ message: string; tenant: TenantSummary }> {
    const { db } = this.ctx;
    const name = await db.transaction(async (tx) => {
      const organization = await this.lockTenant(tx, organizationId);
      const suspended = organization.suspendedAt !== null;
      if (suspend && suspended) throw conflict(operatorMessages.alreadySuspended);
      if (!suspend && !suspended) throw conflict(operatorMessages.notSuspended);
      await queries.setSuspendedAt(tx, organization.id, suspend ? new Date() : null);
      return organization.name;
    });
    return {
      message: suspend ? operatorMessages.suspended(name) : operatorMessages.activated(name),
      tenant: await toTenantSummary(db, await this.requireTenant(db, organizationId), new Date()),
    };
  }

  private async requireTenant(db: Executor, organizationId: string): Promise<queries.TenantRow> {
    const row = isUuid(organizationId) ? await queries.findTenant(db, organizationId) : null;
    if (!row) throw notFound(operatorMessages.tenantNotFound);
    return row;
  }

  private async lockTenant(db: Executor, organizationId: string) {
    const row = isUuid(organizationId) ? await queries.lockTenant(db, organizationId) : null;
    if (!row) throw notFound(operatorMessages.tenantNotFound);
    return row;
  }
}

/** Tenants per status over the whole platform; 'cancelled' is always 0 for now. */
export async function countTenantsPerStatus(db: Executor): Promise<Record<TenantStatus, number>> {
  const counts = Object.fromEntries(TENANT_STATUSES.map((status) => [status, 0])) as Record<
    TenantStatus,
    number
  >;
  for (const { status, n } of await queries.countTenantsByStatus(db)) counts[status] = n;
  return counts;
}

async function toTenantSummary(
  db: Executor,
  row: queries.TenantRow,
  now: Date,
): Promise<TenantSummary> {
  const [chatsUsed, seatsUsed] = await Promise.all([
    chatsThisMonth(db, row.id, row.timezone, now),
    countSeatsUsed(db, row.id),
  ]);
  return {
    id: row.id,
    name: row.name,
    plan: row.plan,
    planName: row.planName,
    status: row.status,
    users: row.users,
    conversations: row.conversations,
    revenue: revenueOf(row),
    createdAt: row.createdAt.toISOString(),
    lastActive: row.lastActive?.toISOString() ?? null,
    owner:
      row.ownerName !== null && row.ownerEmail !== null
        ? { name: row.ownerName, email: row.ownerEmail }
        : null,
    usage: { chatsUsed, chatsLimit: row.chatsLimit, seatsUsed, seatsLimit: row.seatsLimit },
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
  };
}

async function detailOf(db: Executor, row: queries.TenantRow, now: Date): Promise<TenantDetail> {
  const [summary, members, invitations, knowledgeEntries] = await Promise.all([
    toTenantSummary(db, row, now),
    listMembers(db, row.id),
    listOpenInvitations(db, row.id),
    countKnowledgeEntries(db, row.id),
  ]);
  return {
    ...summary,
    website: row.website,
    timezone: row.timezone,
    knowledgeEntries,
    members: members.map((member) => ({
      name: member.name,
      email: member.email,
      role: member.role,
      lastActive: member.lastActive?.toISOString() ?? null,
    })),
    pendingInvitations: invitations
      .filter(({ invitation }) => invitation.expiresAt.getTime() > now.getTime())
      .map(({ invitation }) => ({
        email: invitation.email,
        role: invitation.role,
        expiresAt: invitation.expiresAt.toISOString(),
      })),
  };
}
