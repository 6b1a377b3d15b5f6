import type { CrawlStatus } from '@concierge/shared';
import type { ComponentProps } from 'react';
import { StatusBadge } from './status-badge';

const badges: Record<
  CrawlStatus,
  { label: string; tone: ComponentProps<typeof StatusBadge>['tone'] }
> = {
  active: { label: 'Active', tone: 'success' },
  paused: { label: 'Paused', tone: 'neutral' },
  crawling: { label: 'Crawling', tone: 'brand' },
  failed: { label: 'Failed', tone: 'danger' },
};

export function CrawlStatusBadge({ status }: { status: CrawlStatus }) {
  const { label, tone } = badges[status];
  return <StatusBadge status={status} label={label} tone={tone} busy={status === 'crawling'} />;
}
