import type { FormBadgeColor, FormCategoryCount } from '@concierge/shared';
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

/** Each badge colour's bar; SPEC §9's five (blue, green, red, purple, yellow) as before. */
const BAR_COLORS: Record<FormBadgeColor, string> = {
  blue: '#3b82f6',
  green: '#22c55e',
  red: '#ef4444',
  purple: '#a855f7',
  yellow: '#eab308',
  orange: '#f97316',
  teal: '#14b8a6',
  pink: '#ec4899',
  gray: '#64748b',
};

/** SPEC §2 words two of the lab's categories differently in this chart. */
const CHART_LABELS = new Map([
  ['Complaints/Feedback', 'Complaints'],
  ['Test Report', 'Test Reports'],
]);

interface FormCategoriesChartProps {
  /** One bar per form of the organization, in its order (issue 22). */
  forms: readonly FormCategoryCount[];
  loading: boolean;
}

export function FormCategoriesChart({ forms, loading }: FormCategoriesChartProps) {
  const rows = forms.map((form) => ({
    label: CHART_LABELS.get(form.category) ?? form.category,
    value: form.count,
    color: BAR_COLORS[form.badge_color] ?? BAR_COLORS.gray,
  }));
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
              <Rectangle {...props} fill={rows[props.index]?.color} />
            )}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
