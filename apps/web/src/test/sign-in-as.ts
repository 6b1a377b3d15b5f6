import type { OrganizationSummary, TeamRole } from '@concierge/shared';
import { storeSession } from '@/lib/auth-storage';
import type { StubbedAnswer } from './fetch-stub';
import { sessionFixture } from './session-fixture';

export function organizationFixture(
  overrides: Partial<OrganizationSummary> = {},
): OrganizationSummary {
  return {
    id: 'org-1',
    name: 'Lab One',
    plan: 'professional',
    planName: 'Professional',
    role: 'owner',
    trialEndsAt: null,
    usage: { chats: { used: 0, limit: 100 }, seats: { used: 2, limit: 5 } },
    settings: { environment: 'production', domain: '' },
    ...overrides,
  };
}

/**
 * Signs in a member whose role in the current organization is `role`. The session itself says
 * owner, so a screen that gates correctly must wait for the organization's role.
 * Returns the answer for GET /auth/organizations to put into stubFetch.
 */
export function signInAs(role: TeamRole): Record<string, StubbedAnswer> {
  storeSession(sessionFixture({ role: 'owner' }));
  return { 'GET /api/auth/organizations': { data: [organizationFixture({ role })] } };
}
