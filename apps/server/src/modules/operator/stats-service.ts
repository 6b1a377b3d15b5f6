import type { PlatformStats } from '@concierge/shared';
import type { AppContext } from '../../platform/context.js';
import type { RequestStats } from '../../platform/request-stats.js';
import { platformTotals } from './stats-queries.js';
import { measureSystemHealth } from './system-health.js';
import { countTenantsPerStatus } from './tenant-service.js';

/** SPEC §3 Platform stats: real figures from the database and from this process. */
export class StatsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly requestStats: RequestStats,
  ) {}

  async platformStats(): Promise<PlatformStats> {
    const { db } = this.ctx;
    const [totals, tenantsByStatus, systemHealth] = await Promise.all([
      platformTotals(db),
      countTenantsPerStatus(db),
      measureSystemHealth(this.ctx, this.requestStats),
    ]);
    return {
      totalOrganizations: totals.organizations,
      totalUsers: totals.users,
      totalConversations: totals.conversations,
      activeSubscriptions: totals.activeSubscriptions,
      monthlyRevenue: Math.round(totals.monthlyRevenueCents / 100),
      // Nothing cancels a subscription yet, so churn is the paid tenants the operator suspended.
      churnRate:
        totals.paidTenants === 0
          ? 0
          : Math.round((totals.suspendedPaidTenants / totals.paidTenants) * 1000) / 10,
      tenantsByStatus,
      systemHealth,
    };
  }
}
