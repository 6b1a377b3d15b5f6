import type { AnalyticsSummary } from '@concierge/shared';
import { CircleStop, MessagesSquare, MousePointerClick, Users } from 'lucide-react';
import { StatCard } from '@/components/stat-card';

interface AnalyticsCardsProps {
  summary: AnalyticsSummary;
  loading: boolean;
}

export function AnalyticsCards({ summary, loading }: AnalyticsCardsProps) {
  return (
    <section aria-label="Totals" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Total Sessions"
        value={summary.total_sessions_in_range}
        icon={Users}
        loading={loading}
      />
      <StatCard
        label="Total Messages"
        value={summary.total_message_count}
        icon={MessagesSquare}
        loading={loading}
      />
      <StatCard
        label="Ended Chats"
        value={summary.total_end_chats}
        icon={CircleStop}
        loading={loading}
      />
      <StatCard
        label="Chat Initiated"
        value={summary.chat_initiated_count}
        icon={MousePointerClick}
        loading={loading}
      />
    </section>
  );
}
