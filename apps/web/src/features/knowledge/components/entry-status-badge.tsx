import type { KnowledgeStatus } from '@concierge/shared';
import type { ComponentProps } from 'react';
import { statusLabels } from './labels';
import { StatusBadge } from './status-badge';

const tones: Record<KnowledgeStatus, ComponentProps<typeof StatusBadge>['tone']> = {
  published: 'success',
  draft: 'neutral',
  needs_review: 'warning',
  processing: 'brand',
  crawling: 'brand',
  failed: 'danger',
};

export function EntryStatusBadge({ status }: { status: KnowledgeStatus }) {
  return (
    <StatusBadge
      status={status}
      label={statusLabels[status]}
      tone={tones[status]}
      busy={status === 'processing' || status === 'crawling'}
    />
  );
}
