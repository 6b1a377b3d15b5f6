import type { FastifyRequest } from 'fastify';
import {
  hasPermission,
  ORGANIZATION_HEADER,
  teamMessages,
  type MembershipRole,
  type Permission,
} from '@concierge/shared';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { memberships } from '../db/schema.js';
import { forbidden, notFound } from './errors.js';
import { requireSession } from './auth-guard.js';

export interface Tenant {
  organizationId: string;
  role: MembershipRole;
}

export const ORGANIZATION_NOT_FOUND = 'Organization not found';

/**
 * The organization a request works on: the one named by the switcher's header when the account is
 * a member of it, else the account's first organization. Never taken from the body; an id that is
 * not a membership answers 404, exactly like an unknown one.
 */
export async function resolveTenant(db: Executor, request: FastifyRequest): Promise<Tenant> {
  const { account } = requireSession(request);
  const rows = await db
    .select({ organizationId: memberships.organizationId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.accountId, account.id))
    .orderBy(asc(memberships.createdAt), asc(memberships.organizationId));
  const requested = request.headers[ORGANIZATION_HEADER];
  const chosen =
    typeof requested === 'string' && requested !== ''
      ? rows.find((row) => row.organizationId === requested)
      : rows[0];
  if (!chosen) throw notFound(ORGANIZATION_NOT_FOUND);
  return chosen;
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
