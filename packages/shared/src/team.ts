import { z } from 'zod';
import { MEMBERSHIP_ROLES, type MembershipRole } from './constants.js';
import { emailField } from './auth-schemas.js';

/**
 * Issue 7 "Team and roles": who may do what in an organization, and the team calls.
 * Roles rank owner > admin > editor > viewer; a permission names the lowest role that has it.
 */
export type TeamRole = MembershipRole;
/** SPEC §2 Invite Team Member: the roles an invitation offers. */
export const INVITABLE_ROLES = ['viewer', 'editor', 'admin'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

const RANK: Record<TeamRole, number> = { viewer: 0, editor: 1, admin: 2, owner: 3 };

/**
 * viewer reads only; editor also edits knowledge and bot settings (and works the forms and
 * unanswered questions); admin also manages the team, integrations, API keys and the
 * organization's settings; owner everything, including other owners.
 */
export const PERMISSIONS = {
  read: 'viewer',
  editContent: 'editor',
  manageOrganization: 'admin',
  manageTeam: 'admin',
  manageApiKeys: 'admin',
  manageIntegrations: 'admin',
  manageOwners: 'owner',
  manageBilling: 'owner',
} as const satisfies Record<string, TeamRole>;
export type Permission = keyof typeof PERMISSIONS;

export function hasPermission(role: TeamRole | null | undefined, permission: Permission): boolean {
  return role != null && RANK[role] >= RANK[PERMISSIONS[permission]];
}

export function roleLabel(role: TeamRole): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;

export const teamMessages = {
  /** 403 for a call the role may not make. */
  forbidden: (role: TeamRole) =>
    `Your role (${roleLabel(role)}) does not allow this. Ask an owner or admin of your organization.`,
  invitationSent: 'Invitation sent successfully!',
  invitationResent: 'Invitation resent successfully!',
  invitationRevoked: 'Invitation revoked',
  roleChanged: 'Role updated successfully!',
  memberRemoved: 'Member removed',
  alreadyMember: 'This person is already a member of your organization',
  alreadyInvited: 'An invitation is already pending for this email address',
  seatsFull: (limit: number) =>
    `All ${limit} seats of your plan are taken. Remove a member or revoke an invitation first.`,
  lastOwner: 'The last owner cannot be removed or given another role',
  onlyOwnerManagesOwners: 'Only an owner can make someone an owner or change an owner’s role',
  memberNotFound: 'Member not found',
  invitationNotFound: 'Invitation not found',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  invitationWrongAccount: (email: string) =>
    `This invitation is for ${email}. Sign in with that email address to accept it.`,
  invitationAccepted: (organization: string) => `Welcome to ${organization}!`,
} as const;

export const inviteMemberSchema = z.object({
  email: emailField,
  role: z.enum(INVITABLE_ROLES, { error: 'Choose a role: viewer, editor or admin' }),
});
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

export const changeRoleSchema = z.object({
  role: z.enum(MEMBERSHIP_ROLES, { error: 'Choose a role: viewer, editor, admin or owner' }),
});
export type ChangeRoleInput = z.infer<typeof changeRoleSchema>;

/** GET /team `data`. */
export interface TeamMember {
  accountId: string;
  name: string;
  email: string;
  role: TeamRole;
  joinedAt: string;
  lastActive: string | null;
  /** The signed-in account. */
  isYou: boolean;
}

export interface TeamInvitation {
  id: string;
  email: string;
  /** owner only for the invitation the operator sends with a new tenant. */
  role: TeamRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  status: 'pending' | 'expired';
}

export interface TeamOverview {
  members: TeamMember[];
  invitations: TeamInvitation[];
  /** Members and pending invitations, against the plan's seats. */
  seats: { used: number; limit: number };
}

/** GET /invitations/:token `data`: what the invitation page shows before accepting. */
export interface InvitationPreview {
  organizationName: string;
  email: string;
  role: TeamRole;
  invitedBy: string;
  expiresAt: string;
  /** An account with this e-mail exists: the page asks to sign in instead of signing up. */
  accountExists: boolean;
}
