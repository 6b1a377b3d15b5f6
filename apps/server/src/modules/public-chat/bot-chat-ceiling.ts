import { UNLIMITED } from '@concierge/shared';

/**
 * The new chats one bot may start in an hour. A tenth of the plan's month in one hour is far past
 * any real rush, yet one abuser with many addresses cannot burn the month in an afternoon; `floor`
 * keeps small plans usable during a rush. An unlimited plan has no month to protect, only the
 * service: ten floors.
 */
export function botChatCeiling(planChatsLimit: number, floor: number): number {
  if (planChatsLimit === UNLIMITED) return 10 * floor;
  return Math.max(floor, Math.ceil(planChatsLimit / 10));
}
