import type { ConversationOutcome } from '@concierge/shared';

export const outcomeLabels: Record<ConversationOutcome, string> = {
  converted: 'Converted',
  resolved: 'Resolved',
  unresolved: 'Unresolved',
};
