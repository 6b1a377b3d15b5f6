import { DEFAULT_ANALYTICS_RANGE, type AnalyticsRange } from '@concierge/shared';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUrlTab } from '@/lib/use-url-tab';
import { AnalyticsOverview } from '../components/analytics-overview';
import { ConversationsSection } from '../components/conversations-section';
import { ExportButton } from '../components/export-button';
import { LiveTab } from '../components/live-tab';
import { RangeSelect } from '../components/range-select';
import { UnansweredQuestionsPanel } from '../components/unanswered-questions-panel';

/**
 * The tabs; the key is what ?tab= holds. Live comes first, but a bare /conversations still opens
 * Analytics: existing links and end-to-end checks land there, and an always-open live stream on
 * the page's default view would keep the network busy for every visit.
 */
const TABS = [
  ['live', 'Live'],
  ['analytics', 'Analytics'],
] as const;

function AnalyticsTab() {
  const [days, setDays] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <RangeSelect value={days} onChange={setDays} />
        <ExportButton
          path={`/user/analytics/export?days=${days}`}
          fileName={`analytics-${days}d.csv`}
          label="Export"
        />
      </div>
      <AnalyticsOverview days={days} />
      <ConversationsSection days={days} />
      <UnansweredQuestionsPanel days={days} />
    </div>
  );
}

/**
 * Conversations & Analytics. The open tab lives in ?tab= so a reload or a shared link keeps it;
 * a tab mounts only while open, so the live stream runs only while Live is shown.
 */
export function ConversationsPage() {
  const [tab, changeTab] = useUrlTab(
    TABS.map(([key]) => key),
    'analytics',
  );

  return (
    <div>
      <PageHeader
        title="Conversations & Analytics"
        description="Live conversations and handoffs to your team; sessions, messages and form categories over the last 7 or 30 days, with every conversation."
      />
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList aria-label="Conversations sections">
          {TABS.map(([key, label]) => (
            <TabsTrigger key={key} value={key}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="live">
          <LiveTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
