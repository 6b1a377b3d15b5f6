import type { AppContext } from '../../platform/context.js';
import { endChatSession } from '../public-chat/end-session.js';
import {
  abandonedWaits,
  forgetSilentStreams,
  VISITOR_PRESENCE,
  type VisitorPresenceTiming,
} from './visitor-presence.js';

/**
 * Tells staff of visitors who vanished without closing their stream, and takes out of the queue
 * those who have been gone from it too long. A visitor who leaves a waiting chat ends it as
 * 'abandoned' (decision 011), whether they pressed End or closed the tab; one who comes back finds
 * it ended and starts a new chat. Safe to run in every process at once.
 */
export async function sweepVisitorPresence(
  ctx: AppContext,
  timing: VisitorPresenceTiming = VISITOR_PRESENCE,
): Promise<void> {
  for (const session of await forgetSilentStreams(ctx.db, timing.goneAfterSeconds)) {
    await ctx.live.publish({
      organizationId: session.organizationId,
      sessionId: session.id,
      kind: 'presence',
    });
  }
  for (const candidate of await abandonedWaits(ctx.db, timing)) {
    const ended = await ctx.db.transaction(async (tx) => {
      // Checked again under the lock: the visitor may have come back, or a member taken it.
      const [session] = await abandonedWaits(tx, timing, candidate.id);
      return session ? endChatSession(tx, session, 'abandoned') : false;
    });
    if (ended) {
      await ctx.live.publish({
        organizationId: candidate.organizationId,
        sessionId: candidate.id,
        kind: 'state',
      });
    }
  }
}

export function registerLiveChatJobs(ctx: AppContext): void {
  ctx.worker.every(VISITOR_PRESENCE.sweepMs, () => sweepVisitorPresence(ctx));
}
