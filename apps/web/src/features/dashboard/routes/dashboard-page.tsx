import { CircleStop, MessagesSquare, MousePointerClick, ThumbsUp, Users } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { countsByForm } from '@/lib/form-counts';
import { useFormDefinitions } from '@/lib/form-definitions';
import { useOrganizations } from '@/lib/organizations';
import { useAuth } from '@/lib/use-auth';
import { EMPTY_DASHBOARD_STATS, useDashboardStats } from '../api/get-dashboard-stats';
import { CountingDay } from '../components/counting-day';
import { FigurePanel } from '../components/figure-panel';
import { LatestUsers } from '../components/latest-users';
import { formPanels } from '../form-panels';
import { StatCards } from '@/components/stat-card';

const count = (value: number) => value.toLocaleString('en-US');

export function DashboardPage() {
  const { user } = useAuth();
  const { current } = useOrganizations();
  const organizationName =
    current?.name ?? user?.organization_name ?? user?.organizationName ?? user?.name ?? '';
  const statsQuery = useDashboardStats();
  const loading = statsQuery.isPending;
  // SPEC §8: a failed load was logged; the screen shows zeros.
  const stats = statsQuery.data ?? EMPTY_DASHBOARD_STATS;
  const definitions = useFormDefinitions().data ?? [];
  const panels = formPanels(countsByForm(stats, definitions));

  return (
    <div className="space-y-6">
      <PageHeader
        title={`Welcome back, ${organizationName}!`}
        description="Here is how your assistant is doing today."
      />

      <div className="space-y-3">
        <CountingDay date={stats.date} timeZone={stats.timezone} />
        <StatCards
          label="Today"
          loading={loading}
          figures={[
            { label: 'Sessions Today', value: stats.total_sessions_on_date, icon: Users },
            {
              label: 'Chats Initiated',
              value: stats.chat_initiated_count_on_date,
              icon: MousePointerClick,
            },
            {
              label: 'Total Messages',
              value: stats.total_message_count_on_date,
              icon: MessagesSquare,
            },
            { label: 'Ended Chats', value: stats.total_end_chats, icon: CircleStop },
          ]}
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <FigurePanel
          title="User Interactions"
          loading={loading}
          figures={panels.interactions}
          emptyText="No forms to count yet."
        />
        <FigurePanel
          title="Inquiries and Feedback"
          loading={loading}
          figures={[
            ...panels.inquiries,
            {
              label: 'Likes / Dislikes',
              value: `${count(stats.total_likes)} / ${count(stats.total_dislikes)}`,
              icon: ThumbsUp,
            },
          ]}
        />
      </div>

      <LatestUsers users={stats.latest_users} loading={loading} />
    </div>
  );
}
