import {
  liveChatTexts,
  type HandoffReason,
  type LiveMessageAccepted,
  type LiveSessionState,
} from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { countSessionActivity } from '../analytics/activity-hours.js';
import type { ChatSessionRow } from '../public-chat/queries.js';
import * as queries from './queries.js';

/**
 * The visitor's side of a handoff, called by the public chat inside its own transaction. Signals
 * are published by the caller once that transaction commits.
 */

/** Moves a bot session to waiting: a handoff row and the queue notice. */
export async function startWaiting(
  tx: Executor,
  session: { id: string; organizationId: string },
  reason: HandoffReason,
): Promise<LiveSessionState> {
  await queries.setHandoffState(tx, session.id, 'waiting', null);
  await queries.insertHandoff(tx, {
    organizationId: session.organizationId,
    sessionId: session.id,
    reason,
  });
  await queries.insertLiveMessage(tx, {
    organizationId: session.organizationId,
    sessionId: session.id,
    author: 'system',
    body: liveChatTexts.waiting,
  });
  return { sessionId: session.id, state: 'waiting', agentName: null, ended: false };
}

/**
 * Stores a visitor's message for the person awaited or present; the bot stays silent. Answers null
 * when the session went back to the bot meanwhile, so the caller lets the bot answer.
 */
export async function acceptVisitorMessage(
  ctx: AppContext,
  session: ChatSessionRow,
  text: string,
  sessionEnded: string,
): Promise<LiveMessageAccepted | null> {
  const accepted = await ctx.db.transaction(async (tx) => {
    const locked = await queries.lockSession(tx, session.organizationId, session.id);
    if (!locked) return null;
    if (locked.endedAt) throw new AppError(409, sessionEnded);
    if (locked.handoffState === 'bot') return null;
    const message = await queries.insertLiveMessage(tx, {
      organizationId: session.organizationId,
      sessionId: session.id,
      author: 'visitor',
      body: text,
    });
    await queries.recordLiveActivity(tx, session.id, true);
    // A message to a person is a message of the chat, in the hourly activity as in the session.
    await countSessionActivity(tx, session, new Date(message.createdAt), { messages: 1 });
    const state = await queries.sessionState(tx, session.id);
    if (!state) return null;
    return { live_message: message, handoff: state };
  });
  if (accepted) {
    await ctx.live.publish({
      organizationId: session.organizationId,
      sessionId: session.id,
      kind: 'message',
      messageId: accepted.live_message.id,
      from: 'visitor',
    });
  }
  return accepted;
}
