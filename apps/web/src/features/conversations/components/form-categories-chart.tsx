import type { FormCategoryCounts } from '@concierge/shared';
import {
  type BarShapeProps,
  Bar,
  BarChart,
  CartesianGrid,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartCard } from './chart-card';

/** SPEC §9 category colours: blue, green, red, purple, yellow. */
const bars: { label: string; key: keyof FormCategoryCounts; color: string }[] = [
  { label: 'Appointments', key: 'appointments_count', color: '#3b82f6' },
  { label: 'Home Collection', key: 'home_collection_count', color: '#22c55e' },
  { label: 'Complaints', key: 'complaints_feedback_count', color: '#ef4444' },
  { label: 'General Inquiry', key: 'general_inquiry_count', color: '#a855f7' },
  { label: 'Test Reports', key: 'test_report_count', color: '#eab308' },
];

interface FormCategoriesChartProps {
  counts: FormCategoryCounts;
  loading: boolean;
}

export function FormCategoriesChart({ counts, loading }: FormCategoriesChartProps) {
  const rows = bars.map((bar) => ({ label: bar.label, value: counts[bar.key] }));
  return (
    <ChartCard
      title="Form Categories"
      description="Forms visitors submitted, by category."
      columns={['Category', 'Forms']}
      rows={rows}
      loading={loading}
      emptyText="No forms submitted in this period"
    >
      <ResponsiveContainer width="100%" height="100%">
        {/*
          Bars run sideways, each category's name on its own row to the left: five names side by
          side under upright bars run into each other on a phone.
        */}
        <BarChart
          data={rows}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ left: 0, right: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#64748b' }} />
          <YAxis
            type="category"
            dataKey="label"
            interval={0}
            width={104}
            tick={{ fontSize: 12, fill: '#64748b' }}
          />
          <Tooltip cursor={{ fill: '#f1f5f9' }} />
          <Bar
            dataKey="value"
            name="Forms"
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
            shape={(props: BarShapeProps) => (
              <Rectangle {...props} fill={bars[props.index]?.color} />
            )}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
