import type { LiveConversation } from '@concierge/shared';

const time = (value: string | null) => (value ? new Date(value).getTime() : 0);

/** Waiting ones oldest first (who waited longest is served first), then the rest, newest first. */
export function splitQueue(conversations: LiveConversation[]) {
  const open = conversations.filter((conversation) => !conversation.ended);
  const waiting = open
    .filter((conversation) => conversation.state === 'waiting')
    .sort((a, b) => time(a.waitingSince) - time(b.waitingSince));
  const active = open
    .filter((conversation) => conversation.state !== 'waiting')
    .sort((a, b) => time(b.lastActivity) - time(a.lastActivity));
  return { waiting, active };
}
