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

interface CategoryTickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value: string };
}

/** A category name under its bar, one word a line, so long names never run into each other. */
function CategoryTick({ x = 0, y = 0, payload }: CategoryTickProps) {
  return (
    <text x={Number(x)} y={Number(y) + 12} textAnchor="middle" fontSize={12} fill="#64748b">
      {(payload?.value ?? '').split(' ').map((word, index) => (
        <tspan key={word} x={Number(x)} dy={index === 0 ? 0 : 14}>
          {word}
        </tspan>
      ))}
    </text>
  );
}

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
        <BarChart data={rows} accessibilityLayer={false} margin={{ left: -16, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="label" tick={<CategoryTick />} interval={0} height={40} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#64748b' }} />
          <Tooltip cursor={{ fill: '#f1f5f9' }} />
          <Bar
            dataKey="value"
            name="Forms"
            radius={[4, 4, 0, 0]}
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
