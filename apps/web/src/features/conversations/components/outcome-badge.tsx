import type { ConversationOutcome } from '@concierge/shared';
import { Badge } from '@/components/ui/badge';
import { outcomeLabels } from './outcome-labels';

const tones = { converted: 'success', resolved: 'brand', unresolved: 'warning' } as const;

export function OutcomeBadge({ outcome }: { outcome: ConversationOutcome }) {
  return <Badge tone={tones[outcome]}>{outcomeLabels[outcome]}</Badge>;
}
