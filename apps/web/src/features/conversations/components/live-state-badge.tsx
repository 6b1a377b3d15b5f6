import type { LiveConversation } from '@concierge/shared';
import { Badge } from '@/components/ui/badge';

/** Where a live conversation stands: with the bot, waiting for a person, with an agent, ended. */
export function LiveStateBadge({ conversation }: { conversation: LiveConversation }) {
  if (conversation.ended) return <Badge>Ended</Badge>;
  if (conversation.state === 'waiting') return <Badge tone="warning">Waiting</Badge>;
  if (conversation.state === 'agent') {
    return <Badge tone="brand">With {conversation.agentName ?? 'an agent'}</Badge>;
  }
  return <Badge>With the bot</Badge>;
}
