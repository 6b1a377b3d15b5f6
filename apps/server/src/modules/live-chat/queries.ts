import {
  ONLINE_WINDOW_SECONDS,
  type HandoffReason,
  type HandoffState,
  type LiveMessage,
} from '@concierge/shared';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { agentPresence, chatSessions, handoffs, liveMessages } from '../../db/schema.js';
import type { ChatSessionRow } from '../public-chat/queries.js';

type LiveMessageRow = typeof liveMessages.$inferSelect;
type HandoffOutcome = 'bot' | 'ended' | 'abandoned';

const iso = (value: Date | string) => new Date(value).toISOString();

export const toLiveMessage = (row: LiveMessageRow): LiveMessage => ({
  id: row.id,
  sessionId: row.sessionId,
  author: row.author,
  authorName: row.authorName,
  body: row.body,
  createdAt: iso(row.createdAt),
});

/** Someone of the organization had the live page open within the online window. */
export async function isAnyoneOnline(db: Executor, organizationId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from agent_presence
        where organization_id = ${organizationId}
          and last_seen_at > now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS})
        limit 1`,
  );
  return rows.length > 0;
}

export async function touchPresence(db: Executor, organizationId: string, accountId: string) {
  await db
    .insert(agentPresence)
    .values({ organizationId, accountId })
    .onConflictDoUpdate({
      target: [agentPresence.organizationId, agentPresence.accountId],
      set: { lastSeenAt: sql`now()` },
    });
}

/** The organization's session, or null. */
export async function findSession(
  db: Executor,
  organizationId: string,
  sessionId: string,
): Promise<ChatSessionRow | null> {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.organizationId, organizationId)));
  return row ?? null;
}

/** The organization's session, locked for a state change, or null. */
export async function lockSession(
  db: Executor,
  organizationId: string,
  sessionId: string,
): Promise<ChatSessionRow | null> {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.organizationId, organizationId)))
    .for('update');
  return row ?? null;
}

export async function setHandoffState(
  db: Executor,
  sessionId: string,
  state: HandoffState,
  agentAccountId: string | null,
) {
  await db
    .update(chatSessions)
    .set({
      handoffState: state,
      agentAccountId,
      lastUpdated: sql`now()`,
      // Back with the bot (or past it), the unsure streak starts over: no instant second handoff.
      lowConfidenceStreak: 0,
    })
    .where(eq(chatSessions.id, sessionId));
}

/** A visitor's live message counts as a message of the chat; the agent's only as activity. */
export async function recordLiveActivity(db: Executor, sessionId: string, visitorMessage: boolean) {
  await db
    .update(chatSessions)
    .set({
      lastUpdated: sql`now()`,
      messageCount: visitorMessage
        ? sql`${chatSessions.messageCount} + 1`
        : sql`${chatSessions.messageCount}`,
    })
    .where(eq(chatSessions.id, sessionId));
}

export async function insertLiveMessage(
  db: Executor,
  values: typeof liveMessages.$inferInsert,
): Promise<LiveMessage> {
  const [row] = await db.insert(liveMessages).values(values).returning();
  if (!row) throw new Error('live message was not stored');
  return toLiveMessage(row);
}

export async function liveMessagesAfter(
  db: Executor,
  sessionId: string,
  afterId: number,
): Promise<LiveMessage[]> {
  const rows = await db
    .select()
    .from(liveMessages)
    .where(and(eq(liveMessages.sessionId, sessionId), gt(liveMessages.id, afterId)))
    .orderBy(asc(liveMessages.id));
  return rows.map(toLiveMessage);
}

export async function findLiveMessage(
  db: Executor,
  organizationId: string,
  id: number,
): Promise<LiveMessage | null> {
  const [row] = await db
    .select()
    .from(liveMessages)
    .where(and(eq(liveMessages.id, id), eq(liveMessages.organizationId, organizationId)));
  return row ? toLiveMessage(row) : null;
}

export async function openHandoff(db: Executor, sessionId: string) {
  const [row] = await db
    .select()
    .from(handoffs)
    .where(and(eq(handoffs.sessionId, sessionId), isNull(handoffs.closedAt)))
    .orderBy(desc(handoffs.requestedAt))
    .limit(1);
  return row ?? null;
}

export async function insertHandoff(
  db: Executor,
  values: { organizationId: string; sessionId: string; reason: HandoffReason },
) {
  const [row] = await db.insert(handoffs).values(values).returning();
  if (!row) throw new Error('handoff was not stored');
  return row;
}

export async function markHandoffTaken(db: Executor, handoffId: string, accountId: string) {
  await db
    .update(handoffs)
    .set({ takenAt: sql`now()`, takenBy: accountId })
    .where(eq(handoffs.id, handoffId));
}

/** Closes the session's open handoff, if any. */
export async function closeOpenHandoff(db: Executor, sessionId: string, outcome: HandoffOutcome) {
  await db
    .update(handoffs)
    .set({ closedAt: sql`now()`, outcome })
    .where(and(eq(handoffs.sessionId, sessionId), isNull(handoffs.closedAt)));
}

/** Where a session stands, for the widget. */
export async function sessionState(db: Executor, sessionId: string) {
  const rows = await queryRows<{
    handoff_state: HandoffState;
    agent_name: string | null;
    ended_at: string | Date | null;
  }>(
    db,
    sql`select s.handoff_state, a.name as agent_name, s.ended_at
        from chat_sessions s left join accounts a on a.id = s.agent_account_id
        where s.id = ${sessionId}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    sessionId,
    state: row.handoff_state,
    agentName: row.handoff_state === 'agent' ? row.agent_name : null,
    ended: row.ended_at !== null,
  };
}

export async function accountName(db: Executor, accountId: string | null): Promise<string> {
  if (!accountId) return '';
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select name from accounts where id = ${accountId}`,
  );
  return row?.name ?? '';
}
