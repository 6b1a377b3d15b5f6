import type { AnalyticsRange } from '@concierge/shared';
import { countsByForm } from '@/lib/form-counts';
import { useFormDefinitions } from '@/lib/form-definitions';
import { EMPTY_ANALYTICS, useAnalytics } from '../api/get-analytics';
import { AnalyticsCards } from './analytics-cards';
import { FormCategoriesChart } from './form-categories-chart';
import { SessionsChart } from './sessions-chart';

/** The range's totals and charts; a failed load was logged and shows zeros (SPEC §8). */
export function AnalyticsOverview({ days }: { days: AnalyticsRange }) {
  const analytics = useAnalytics(days);
  const loading = analytics.isPending;
  const summary = analytics.data ?? EMPTY_ANALYTICS;
  const definitions = useFormDefinitions().data ?? [];
  return (
    <>
      <AnalyticsCards summary={summary} loading={loading} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SessionsChart dailySessions={summary.daily_sessions} loading={loading} />
        <FormCategoriesChart forms={countsByForm(summary, definitions)} loading={loading} />
      </div>
    </>
  );
}
