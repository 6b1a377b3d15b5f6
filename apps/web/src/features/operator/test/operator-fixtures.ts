import type { PlatformStats, TenantDetail, TenantList, TenantSummary } from '@concierge/shared';
import { storeSession } from '@/lib/auth-storage';
import { sessionFixture } from '@/test/session-fixture';

/** The platform operator's session (sign-in-as.ts signs in organization members only). */
export function signInAsOperator(): void {
  storeSession(sessionFixture({ role: 'operator', organizationName: '', organization_name: '' }));
}

export const statsFixture: PlatformStats = {
  totalOrganizations: 1234,
  totalUsers: 5678,
  totalConversations: 91_011,
  activeSubscriptions: 321,
  monthlyRevenue: 15_730,
  churnRate: 2.5,
  tenantsByStatus: { active: 300, trial: 900, suspended: 34, cancelled: 0 },
  systemHealth: {
    uptime: 3 * 86_400 + 4 * 3600,
    responseTime: 12,
    errorRate: 0.4,
    cpuUsage: 35,
    memoryUsage: 86,
    diskUsage: null,
    database: 'PGlite',
    queuedJobs: 7,
    failedJobs24h: 2,
  },
};

export function tenantFixture(overrides: Partial<TenantSummary> = {}): TenantSummary {
  return {
    id: 't-1',
    name: 'Acme Dental',
    plan: 'professional',
    planName: 'Professional',
    status: 'active',
    users: 4,
    conversations: 1200,
    revenue: 49,
    createdAt: '2026-01-05T10:30:00.000Z',
    lastActive: '2026-11-20T09:00:00.000Z',
    owner: { name: 'Ann Owner', email: 'ann@acme.example' },
    usage: { chatsUsed: 250, chatsLimit: 3000, seatsUsed: 4, seatsLimit: 5 },
    suspendedAt: null,
    trialEndsAt: null,
    ...overrides,
  };
}

export function tenantDetailFixture(overrides: Partial<TenantDetail> = {}): TenantDetail {
  return {
    ...tenantFixture(),
    website: 'https://acme.example',
    timezone: 'America/New_York',
    knowledgeEntries: 42,
    members: [{ name: 'Ann Owner', email: 'ann@acme.example', role: 'owner', lastActive: null }],
    pendingInvitations: [
      { email: 'new@acme.example', role: 'admin', expiresAt: '2026-12-01T00:00:00.000Z' },
    ],
    ...overrides,
  };
}

export function tenantListFixture(tenants: TenantSummary[]): TenantList {
  return {
    tenants,
    total: tenants.length,
    page: 1,
    totalPages: 1,
    statusCounts: { active: 1, trial: 1, suspended: 0, cancelled: 0 },
  };
}
