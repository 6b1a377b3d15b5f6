import type { Executor } from '../../db/client.js';
import { publishEvent } from '../../platform/events.js';
import { countActivity } from '../analytics/activity-hours.js';
import { closeOpenHandoff } from '../live-chat/queries.js';
import { endSession } from './queries.js';

/**
 * Ends a chat once, whoever ends it (the visitor, or the agent holding it): the ended-chats count,
 * the staff event, and the open handoff's outcome. Answers whether this call ended it.
 */
export async function endChatSession(
  tx: Executor,
  session: { id: string; organizationId: string },
  handoffOutcome: 'ended' | 'abandoned',
): Promise<boolean> {
  const endedAt = await endSession(tx, session.id);
  if (!endedAt) return false;
  await closeOpenHandoff(tx, session.id, handoffOutcome);
  await countActivity(tx, session.organizationId, endedAt, { ended_chats: 1 });
  await publishEvent(tx, {
    type: 'conversation.ended',
    organizationId: session.organizationId,
    sessionId: session.id,
  });
  return true;
}
