import type { TeamInvitation, TeamMember } from '@concierge/shared';
import type { InvitationRow, listMembers } from './queries.js';

type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

export function toTeamMember(row: MemberRow, youId: string): TeamMember {
  return {
    accountId: row.accountId,
    name: row.name,
    email: row.email,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
    lastActive: row.lastActive?.toISOString() ?? null,
    isYou: row.accountId === youId,
  };
}

export function toTeamInvitation(row: InvitationRow, invitedBy: string): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: row.expiresAt.getTime() > Date.now() ? 'pending' : 'expired',
  };
}
