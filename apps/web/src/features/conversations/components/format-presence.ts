import type { LiveConversation } from '@concierge/shared';
import { formatAgo } from '@/lib/format-date';

const exactTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export interface PresenceLabel {
  presence: 'here' | 'left';
  text: string;
  /** The exact moment, for a tooltip. */
  title: string;
}

/**
 * 'Here', or 'Left 5 minutes ago' with the exact time; null when presence does not apply (with
 * the bot, ended, or before the visitor's widget first connected).
 */
export function presenceLabel(
  conversation: Pick<LiveConversation, 'visitorPresence' | 'visitorLeftAt'>,
  now: number,
): PresenceLabel | null {
  const { visitorPresence, visitorLeftAt } = conversation;
  if (visitorPresence === 'here') {
    return { presence: 'here', text: 'Here', title: 'The chat is open on the visitor’s screen' };
  }
  if (visitorPresence !== 'left' || !visitorLeftAt) return null;
  const time = new Date(visitorLeftAt);
  if (Number.isNaN(time.getTime())) return null;
  return {
    presence: 'left',
    text: `Left ${formatAgo(visitorLeftAt, now)}`,
    title: `Left at ${exactTime.format(time)}`,
  };
}

/** Above the reply box of a chat whose visitor left: replies are still stored for them. */
export const visitorLeftNotice = (name: string) =>
  `${name} has left the chat. Your reply is kept and they will see it if they come back.`;
