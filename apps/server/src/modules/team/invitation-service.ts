import {
  authMessages,
  teamMessages,
  type AuthSession,
  type InvitationPreview,
  type InvitationSignupInput,
} from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Session } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, forbidden, gone, notFound } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { limitAttempts } from '../auth/attempt-limits.js';
import { AuthService } from '../auth/service.js';
import { hashInvitationToken } from './invitation-token.js';
import * as queries from './queries.js';
import { requireFreeSeat } from './service.js';

export interface AcceptedInvitation {
  organizationId: string;
  organizationName: string;
}

/** The invitation link: what it shows, and joining through it with a new or an existing account. */
export class InvitationService {
  private readonly auth: AuthService;

  constructor(private readonly ctx: AppContext) {
    this.auth = new AuthService(ctx);
  }

  async preview(token: string, ip: string): Promise<InvitationPreview> {
    await limitAttempts(this.ctx, 'invitation', ip);
    const { invitation, organizationName, invitedBy } = await this.requireLive(this.ctx.db, token);
    return {
      organizationName,
      email: invitation.email,
      role: invitation.role,
      invitedBy,
      expiresAt: invitation.expiresAt.toISOString(),
      accountExists: await queries.accountExists(this.ctx.db, invitation.email),
    };
  }

  /** A new, verified account for the invited e-mail, joined to the organization; answers a session. */
  async signup(
    token: string,
    input: InvitationSignupInput,
    ip: string,
  ): Promise<{ organizationName: string; session: AuthSession }> {
    // The account to be is the invited one: its link is counted as the account.
    await limitAttempts(this.ctx, 'invitation', ip, `link:${hashInvitationToken(token)}`);
    const passwordHash = await hashPassword(input.password);
    try {
      const { account, organizationName } = await this.ctx.db.transaction(async (tx) => {
        const live = await this.requireLive(tx, token);
        const { invitation } = live;
        if (await queries.accountExists(tx, invitation.email)) {
          throw conflict(authMessages.emailTaken);
        }
        const created = await queries.insertInvitedAccount(tx, {
          name: input.name,
          email: invitation.email,
          passwordHash,
        });
        await this.accept(tx, live, created.id);
        return { account: created, organizationName: live.organizationName };
      });
      return { organizationName, session: await this.auth.startSession(account) };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(authMessages.emailTaken);
      throw error;
    }
  }

  /** The signed-in account joins, when it is the one the invitation was sent to. */
  async join(token: string, session: Session, ip: string): Promise<AcceptedInvitation> {
    await limitAttempts(this.ctx, 'invitation', ip, session.account.id);
    return this.ctx.db.transaction(async (tx) => {
      const live = await this.requireLive(tx, token);
      const { invitation } = live;
      if (session.account.email !== invitation.email) {
        throw forbidden(teamMessages.invitationWrongAccount(invitation.email));
      }
      await this.accept(tx, live, session.account.id);
      return { organizationId: invitation.organizationId, organizationName: live.organizationName };
    });
  }

  /** Membership with the invited role (a member already keeps theirs) and the invitation used. */
  private async accept(
    db: Executor,
    live: Awaited<ReturnType<InvitationService['requireLive']>>,
    accountId: string,
  ): Promise<void> {
    const { invitation } = live;
    const organization = await queries.lockOrganization(db, invitation.organizationId);
    if (!organization) throw notFound(teamMessages.invitationNotFound);
    const locked = await queries.lockInvitation(db, invitation.id);
    if (!locked || locked.acceptedAt || locked.revokedAt) {
      throw notFound(teamMessages.invitationNotFound);
    }
    const already = await queries.findMember(db, invitation.organizationId, accountId);
    if (!already) {
      await requireFreeSeat(db, invitation.organizationId, invitation.id);
      await queries.insertMembership(db, {
        organizationId: invitation.organizationId,
        accountId,
        role: invitation.role,
      });
    }
    await queries.markAccepted(db, invitation.id);
  }

  /** 404 for an unknown, revoked or used link; 410 once it expired. */
  private async requireLive(db: Executor, token: string) {
    const found = await queries.findInvitationByTokenHash(db, hashInvitationToken(token));
    if (!found || found.invitation.acceptedAt || found.invitation.revokedAt) {
      throw notFound(teamMessages.invitationNotFound);
    }
    if (found.invitation.expiresAt.getTime() <= Date.now()) {
      throw gone(teamMessages.invitationExpired);
    }
    return found;
  }
}
