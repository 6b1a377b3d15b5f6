import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { bodyCell } from '@/components/ui/table-cells';
import { useSamplePlatform } from '../api/get-sample-platform';
import { formatDollars } from '../format-operator';
import type { SampleRevenue } from '../sample-platform';
import { SampleDataBadge } from './sample-data-badge';
import { SampleSkeleton } from './sample-skeleton';

function RevenueCards({ revenue }: { revenue: SampleRevenue }) {
  const figures = [
    ['MRR', revenue.mrr],
    ['ARR', revenue.arr],
    ['Outstanding', revenue.outstanding],
    ['Average per tenant', revenue.averagePerTenant],
  ] as const;
  return (
    <section aria-label="Revenue" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {figures.map(([label, value]) => (
        <Card key={label} className="p-5">
          <dl>
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="mt-0.5 text-2xl font-semibold text-slate-900">{formatDollars(value)}</dd>
          </dl>
        </Card>
      ))}
    </section>
  );
}

/** A bar beside each amount, scaled to the largest; the amount itself is the readable value. */
function Bar({ value, max }: { value: number; max: number }) {
  return (
    <div className="h-2 w-full min-w-24 overflow-hidden rounded-full bg-slate-100" aria-hidden>
      <div
        className="h-full rounded-full bg-brand-600"
        style={{ width: `${max > 0 ? Math.round((value / max) * 100) : 0}%` }}
      />
    </div>
  );
}

/** Revenue figures of the sample: no payment provider is connected. */
export function BillingOverviewTab() {
  const sample = useSamplePlatform();
  if (!sample.data) return <SampleSkeleton label="Loading billing overview" />;
  const { revenue } = sample.data;
  const monthMax = Math.max(...revenue.byMonth.map((row) => row.revenue));
  const planMax = Math.max(...revenue.byPlan.map((row) => row.revenue));
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          No payment provider is connected; these figures are made up for the preview.
        </p>
        <SampleDataBadge />
      </div>
      <RevenueCards revenue={revenue} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card aria-labelledby="revenue-by-month-title">
          <CardHeader>
            <CardTitle id="revenue-by-month-title">Revenue by month</CardTitle>
          </CardHeader>
          <DataTable caption="Revenue by month" columns={['Month', 'Revenue', '']}>
            {revenue.byMonth.map((row) => (
              <tr key={row.month}>
                <td className={bodyCell}>{row.month}</td>
                <td className={bodyCell}>{formatDollars(row.revenue)}</td>
                <td className={`${bodyCell} w-1/2`}>
                  <Bar value={row.revenue} max={monthMax} />
                </td>
              </tr>
            ))}
          </DataTable>
        </Card>
        <Card aria-labelledby="revenue-by-plan-title">
          <CardHeader>
            <CardTitle id="revenue-by-plan-title">Revenue by plan</CardTitle>
          </CardHeader>
          <CardContent className="p-0">
            <DataTable caption="Revenue by plan" columns={['Plan', 'Tenants', 'Revenue', '']}>
              {revenue.byPlan.map((row) => (
                <tr key={row.plan}>
                  <td className={bodyCell}>{row.plan}</td>
                  <td className={bodyCell}>{row.tenants.toLocaleString('en-US')}</td>
                  <td className={bodyCell}>{formatDollars(row.revenue)}</td>
                  <td className={`${bodyCell} w-1/3`}>
                    <Bar value={row.revenue} max={planMax} />
                  </td>
                </tr>
              ))}
            </DataTable>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
