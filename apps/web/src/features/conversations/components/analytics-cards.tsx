import type { AnalyticsSummary } from '@concierge/shared';
import { CircleStop, MessagesSquare, MousePointerClick, Users } from 'lucide-react';
import { StatCards } from '@/components/stat-card';

interface AnalyticsCardsProps {
  summary: AnalyticsSummary;
  loading: boolean;
}

export function AnalyticsCards({ summary, loading }: AnalyticsCardsProps) {
  return (
    <StatCards
      label="Totals"
      loading={loading}
      figures={[
        { label: 'Total Sessions', value: summary.total_sessions_in_range, icon: Users },
        { label: 'Total Messages', value: summary.total_message_count, icon: MessagesSquare },
        { label: 'Ended Chats', value: summary.total_end_chats, icon: CircleStop },
        { label: 'Chat Initiated', value: summary.chat_initiated_count, icon: MousePointerClick },
      ]}
    />
  );
}
