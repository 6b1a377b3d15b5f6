import type { Permission, TeamRole } from '@concierge/shared';
import { MEMBERSHIP_ROLES } from '@concierge/shared/constants';
import { hasPermission } from '@concierge/shared/team';
import { useOrganizations } from './organizations';
import { useAuth } from './use-auth';

function asTeamRole(role: string | null | undefined): TeamRole | null {
  return MEMBERSHIP_ROLES.find((value) => value === role) ?? null;
}

/**
 * The signed-in member's role in the current organization. Until the organizations have loaded
 * the session's role stands in (it is the role the login answered with); null when neither is
 * known (an operator, or no session).
 */
export function useCurrentRole(): TeamRole | null {
  const { current } = useOrganizations();
  const { role } = useAuth();
  return asTeamRole(current?.role) ?? (current ? null : asTeamRole(role));
}

/**
 * Whether the current role may do `permission` (packages/shared team.ts). With no known role the
 * screens stay as they were: the server refuses what the role may not do, so hiding is only a
 * courtesy and must not blank a screen while the role loads.
 */
export function useCan(permission: Permission): boolean {
  const role = useCurrentRole();
  return role === null || hasPermission(role, permission);
}

/** The note a control shows (as its title) when the role may not use it. */
export const readOnlyNote = 'Your role can view this but not change it.';
