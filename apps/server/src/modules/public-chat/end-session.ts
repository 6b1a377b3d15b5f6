import type { Executor } from '../../db/client.js';
import { publishEvent } from '../../platform/events.js';
import { countSessionActivity } from '../analytics/activity-hours.js';
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
  const ended = await endSession(tx, session.id);
  if (!ended) return false;
  await closeOpenHandoff(tx, session.id, handoffOutcome);
  await countSessionActivity(
    tx,
    { organizationId: session.organizationId, isTest: ended.isTest },
    ended.endedAt,
    { ended_chats: 1 },
  );
  await publishEvent(tx, {
    type: 'conversation.ended',
    organizationId: session.organizationId,
    sessionId: session.id,
  });
  return true;
}
