import { operatorMessages } from '@concierge/shared';
import { Activity, Building2, CreditCard, DollarSign, MessagesSquare, Users } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { StatCards } from '@/components/stat-card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePlatformStats } from '../api/get-platform-stats';
import { RecentAlerts } from './recent-alerts';
import { SystemHealthCard } from './system-health-card';
import { TenantsByStatus } from './tenants-by-status';

/** Platform figures (refreshed every 30 s), tenants by status, system health and sample alerts. */
export function OverviewTab() {
  const stats = usePlatformStats();
  if (stats.isError) {
    return (
      <LoadError
        message={operatorMessages.loadFailed}
        retrying={stats.isFetching}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const data = stats.data;
  const figures = [
    { label: 'Total Organizations', value: data?.totalOrganizations ?? 0, icon: Building2 },
    { label: 'Total Users', value: data?.totalUsers ?? 0, icon: Users },
    { label: 'Monthly Revenue ($)', value: data?.monthlyRevenue ?? 0, icon: DollarSign },
    { label: 'Total Conversations', value: data?.totalConversations ?? 0, icon: MessagesSquare },
    { label: 'Active Subscriptions', value: data?.activeSubscriptions ?? 0, icon: CreditCard },
    { label: 'Churn Rate (%)', value: data?.churnRate ?? 0, icon: Activity },
  ];
  return (
    <div className="space-y-6">
      <StatCards label="Platform figures" figures={figures} loading={!data} />
      {data ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <TenantsByStatus counts={data.tenantsByStatus} />
          <div className="lg:col-span-2">
            <SystemHealthCard health={data.systemHealth} />
          </div>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3" data-testid="overview-loading">
          <Skeleton className="h-64" />
          <Skeleton className="h-64 lg:col-span-2" />
        </div>
      )}
      <RecentAlerts />
    </div>
  );
}
