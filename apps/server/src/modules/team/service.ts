import {
  hasPermission,
  INVITATION_TTL_DAYS,
  UNLIMITED,
  teamMessages,
  type InviteMemberInput,
  type MembershipRole,
  type TeamInvitation,
  type TeamMember,
  type TeamOverview,
} from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import type { Session } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { ORGANIZATION_NOT_FOUND, requirePermission, type Tenant } from '../../platform/tenancy.js';
import { findPlanOf } from '../billing/plan-queries.js';
import { generateInvitationToken, hashInvitationToken } from './invitation-token.js';
import { toTeamInvitation, toTeamMember } from './mapper.js';
import * as queries from './queries.js';
import { mailInvitation, sendInvitation } from './send-invitation.js';

/** Settings → Team: the members, their roles, and the invitations that bring new ones in. */
export class TeamService {
  constructor(private readonly ctx: AppContext) {}

  async overview(tenant: Tenant, session: Session): Promise<TeamOverview> {
    const { db } = this.ctx;
    const plan = await findPlanOf(db, tenant.organizationId);
    if (!plan) throw notFound(ORGANIZATION_NOT_FOUND);
    const [members, invitations, used] = await Promise.all([
      queries.listMembers(db, tenant.organizationId),
      queries.listOpenInvitations(db, tenant.organizationId),
      queries.countSeatsUsed(db, tenant.organizationId),
    ]);
    return {
      members: members.map((row) => toTeamMember(row, session.account.id)),
      invitations: invitations.map((row) => toTeamInvitation(row.invitation, row.invitedBy)),
      seats: { used, limit: plan.limits.seats },
    };
  }

  async invite(
    tenant: Tenant,
    session: Session,
    input: InviteMemberInput,
  ): Promise<TeamInvitation> {
    requirePermission(tenant, 'manageTeam');
    const email = input.email.trim().toLowerCase();
    return this.ctx.db.transaction(async (tx) => {
      const organization = await this.lockOrganization(tx, tenant);
      if (await queries.isMemberByEmail(tx, tenant.organizationId, email)) {
        throw conflict(teamMessages.alreadyMember);
      }
      if (await queries.hasPendingInvitation(tx, tenant.organizationId, email)) {
        throw conflict(teamMessages.alreadyInvited);
      }
      await requireFreeSeat(tx, tenant.organizationId);
      const invitation = await sendInvitation(
        this.ctx,
        tx,
        {
          organizationId: tenant.organizationId,
          organizationName: organization.name,
          email,
          role: input.role,
        },
        session.account,
      );
      return toTeamInvitation(invitation, session.account.name);
    });
  }

  /** A new link and a new week; the old link stops working. */
  async resend(tenant: Tenant, session: Session, invitationId: string): Promise<TeamInvitation> {
    requirePermission(tenant, 'manageTeam');
    return this.ctx.db.transaction(async (tx) => {
      const organization = await this.lockOrganization(tx, tenant);
      const found = await this.requireInvitation(tx, tenant, invitationId);
      // An expired invitation holds no seat; renewing it takes one again.
      if (found.invitation.expiresAt.getTime() <= Date.now()) {
        await requireFreeSeat(tx, tenant.organizationId);
      }
      const token = generateInvitationToken();
      const renewed = await queries.renewInvitation(tx, found.invitation.id, {
        tokenHash: hashInvitationToken(token),
        ttlDays: INVITATION_TTL_DAYS,
      });
      await mailInvitation(
        this.ctx,
        tx,
        { ...renewed, token },
        organization.name,
        session.account.name,
      );
      return toTeamInvitation(renewed, found.invitedBy);
    });
  }

  async revoke(tenant: Tenant, invitationId: string): Promise<void> {
    requirePermission(tenant, 'manageTeam');
    const found = await this.requireInvitation(this.ctx.db, tenant, invitationId);
    await queries.revokeInvitation(this.ctx.db, found.invitation.id);
  }

  async changeRole(
    tenant: Tenant,
    session: Session,
    accountId: string,
    role: MembershipRole,
  ): Promise<TeamMember> {
    requirePermission(tenant, 'manageTeam');
    return this.ctx.db.transaction(async (tx) => {
      await this.lockOrganization(tx, tenant);
      const member = await this.requireMember(tx, tenant, accountId);
      if (role === 'owner' || member.role === 'owner') requireOwner(tenant);
      if (member.role === 'owner' && role !== 'owner') await requireAnotherOwner(tx, tenant);
      await queries.updateMemberRole(tx, tenant.organizationId, member.accountId, role);
      const members = await queries.listMembers(tx, tenant.organizationId);
      const updated = members.find((row) => row.accountId === member.accountId);
      if (!updated) throw notFound(teamMessages.memberNotFound);
      return toTeamMember(updated, session.account.id);
    });
  }

  /** Removes a member; anyone may leave, unless they are the last owner. */
  async removeMember(tenant: Tenant, session: Session, accountId: string): Promise<void> {
    const leaving = accountId === session.account.id;
    if (!leaving) requirePermission(tenant, 'manageTeam');
    await this.ctx.db.transaction(async (tx) => {
      await this.lockOrganization(tx, tenant);
      const member = await this.requireMember(tx, tenant, accountId);
      if (member.role === 'owner') {
        if (!leaving) requireOwner(tenant);
        await requireAnotherOwner(tx, tenant);
      }
      await queries.deleteMember(tx, tenant.organizationId, member.accountId);
    });
  }

  private async lockOrganization(db: Executor, tenant: Tenant) {
    const organization = await queries.lockOrganization(db, tenant.organizationId);
    if (!organization) throw notFound(ORGANIZATION_NOT_FOUND);
    return organization;
  }

  private async requireInvitation(db: Executor, tenant: Tenant, invitationId: string) {
    const found = isUuid(invitationId)
      ? await queries.findOpenInvitation(db, tenant.organizationId, invitationId)
      : null;
    if (!found) throw notFound(teamMessages.invitationNotFound);
    return found;
  }

  private async requireMember(db: Executor, tenant: Tenant, accountId: string) {
    const member = isUuid(accountId)
      ? await queries.findMember(db, tenant.organizationId, accountId)
      : null;
    if (!member) throw notFound(teamMessages.memberNotFound);
    return member;
  }
}

/**
 * Refuses (409) when members and pending invitations already fill the plan's seats; an unlimited
 * plan has no seat limit. Call it with the organization row locked.
 */
export async function requireFreeSeat(
  db: Executor,
  organizationId: string,
  exceptInvitationId?: string,
): Promise<void> {
  const plan = await findPlanOf(db, organizationId);
  if (!plan) throw notFound(ORGANIZATION_NOT_FOUND);
  const limit = plan.limits.seats;
  if (limit === UNLIMITED) return;
  if ((await queries.countSeatsUsed(db, organizationId, exceptInvitationId)) >= limit) {
    throw conflict(teamMessages.seatsFull(limit));
  }
}

function requireOwner(tenant: Tenant): void {
  if (!hasPermission(tenant.role, 'manageOwners'))
    throw forbidden(teamMessages.onlyOwnerManagesOwners);
}

async function requireAnotherOwner(db: Executor, tenant: Tenant): Promise<void> {
  if ((await queries.countOwners(db, tenant.organizationId)) <= 1) {
    throw conflict(teamMessages.lastOwner);
  }
}
