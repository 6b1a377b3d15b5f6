import { INVITATION_TTL_DAYS, type MembershipRole } from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { enqueueJob } from '../../platform/jobs/queue.js';
import { invitationMail } from '../../platform/mail/templates.js';
import { SEND_MAIL_JOB } from '../../platform/mail/send-mail-job.js';
import { generateInvitationToken, hashInvitationToken } from './invitation-token.js';
import * as queries from './queries.js';

export interface Inviter {
  id: string;
  name: string;
}

/**
 * A new invitation and its mail, in the caller's transaction: the team inviting a member, and the
 * operator inviting the owner of a tenant it adds. The caller checks seats and duplicates first.
 */
export async function sendInvitation(
  ctx: AppContext,
  db: Executor,
  invitation: {
    organizationId: string;
    organizationName: string;
    email: string;
    role: MembershipRole;
  },
  inviter: Inviter,
): Promise<queries.InvitationRow> {
  const token = generateInvitationToken();
  const row = await queries.insertInvitation(db, {
    organizationId: invitation.organizationId,
    email: invitation.email,
    role: invitation.role,
    tokenHash: hashInvitationToken(token),
    invitedBy: inviter.id,
    ttlDays: INVITATION_TTL_DAYS,
  });
  await mailInvitation(ctx, db, { ...row, token }, invitation.organizationName, inviter.name);
  return row;
}

/** Queues the invitation mail with its link; the worker sends it once the transaction commits. */
export async function mailInvitation(
  ctx: AppContext,
  db: Executor,
  invitation: { email: string; role: MembershipRole; token: string },
  organizationName: string,
  inviterName: string,
): Promise<void> {
  const message = invitationMail({
    to: invitation.email,
    organizationName,
    inviterName,
    role: invitation.role,
    link: `${ctx.config.publicUrl}/accept-invitation?token=${encodeURIComponent(invitation.token)}`,
    daysValid: INVITATION_TTL_DAYS,
  });
  await enqueueJob(db, { type: SEND_MAIL_JOB, payload: { ...message } });
  ctx.worker.kick();
}
