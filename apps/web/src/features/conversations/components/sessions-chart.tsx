import type { AnalyticsSummary } from '@concierge/shared';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartCard } from './chart-card';
import { formatShortDate } from './format-short-date';

interface SessionsChartProps {
  dailySessions: AnalyticsSummary['daily_sessions'];
  loading: boolean;
}

export function SessionsChart({ dailySessions, loading }: SessionsChartProps) {
  const points = dailySessions.map((day) => ({
    label: formatShortDate(day.date),
    value: day.session_count,
  }));
  return (
    <ChartCard
      title="Sessions Over Time"
      description="Chat sessions started each day."
      columns={['Day', 'Sessions']}
      rows={points}
      loading={loading}
      emptyText="No sessions in this period"
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} accessibilityLayer={false} margin={{ left: -16, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#64748b' }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#64748b' }} />
          <Tooltip />
          <Line
            type="monotone"
            dataKey="value"
            name="Sessions"
            stroke="#4f46e5"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
