import type { FastifyRequest } from 'fastify';
import {
  hasPermission,
  operatorMessages,
  ORGANIZATION_HEADER,
  teamMessages,
  type MembershipRole,
  type Permission,
} from '@concierge/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { memberships, organizations } from '../db/schema.js';
import { forbidden, notFound } from './errors.js';
import { requireSession } from './auth-guard.js';

export interface Tenant {
  organizationId: string;
  role: MembershipRole;
}

export const ORGANIZATION_NOT_FOUND = 'Organization not found';

/**
 * The organization a request works on: the one named by the switcher's header when the account is
 * a member of it, else the account's first organization that is not suspended. Never taken from
 * the body; an id that is not a membership answers 404, exactly like an unknown one. A suspended
 * organization answers 403 tenantSuspended: its members already know it exists.
 */
export async function resolveTenant(db: Executor, request: FastifyRequest): Promise<Tenant> {
  const { account } = requireSession(request);
  const rows = await db
    .select({
      organizationId: memberships.organizationId,
      role: memberships.role,
      suspended: sql<boolean>`${organizations.suspendedAt} is not null`,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.accountId, account.id))
    .orderBy(asc(memberships.createdAt), asc(memberships.organizationId));
  const requested = request.headers[ORGANIZATION_HEADER];
  const chosen =
    typeof requested === 'string' && requested !== ''
      ? rows.find((row) => row.organizationId === requested)
      : (rows.find((row) => !row.suspended) ?? rows[0]);
  if (!chosen) throw notFound(ORGANIZATION_NOT_FOUND);
  if (chosen.suspended) throw forbidden(operatorMessages.tenantSuspended);
  return { organizationId: chosen.organizationId, role: chosen.role };
}

/**
 * Refuses (403, naming the role) a call the member's role does not allow. Every service method that
 * changes organization data starts with it; reads are open to every member.
 */
export function requirePermission(tenant: Tenant, permission: Permission): void {
  if (!hasPermission(tenant.role, permission)) throw forbidden(teamMessages.forbidden(tenant.role));
}

/** Like resolveTenant, for calls that also serve accounts without an organization (operators). */
export async function resolveTenantIfAny(
  db: Executor,
  request: FastifyRequest,
): Promise<Tenant | null> {
  if (requireSession(request).account.platformRole === 'operator') return null;
  return resolveTenant(db, request);
}
