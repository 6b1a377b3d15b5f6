import { DEFAULT_ANALYTICS_RANGE, type AnalyticsRange } from '@concierge/shared';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { AnalyticsOverview } from '../components/analytics-overview';
import { ConversationsSection } from '../components/conversations-section';
import { ExportButton } from '../components/export-button';
import { RangeSelect } from '../components/range-select';
import { UnansweredQuestionsPanel } from '../components/unanswered-questions-panel';

export function ConversationsPage() {
  const [days, setDays] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Conversations & Analytics"
        description="Sessions, messages and form categories over the last 7 or 30 days, with every conversation."
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <RangeSelect value={days} onChange={setDays} />
            <ExportButton
              path={`/user/analytics/export?days=${days}`}
              fileName={`analytics-${days}d.csv`}
              label="Export"
            />
          </div>
        }
      />
      <AnalyticsOverview days={days} />
      <ConversationsSection days={days} />
      <UnansweredQuestionsPanel days={days} />
    </div>
  );
}
