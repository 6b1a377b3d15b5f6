import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { chatSessions, chatTurns } from '../../db/schema.js';

export interface ChatSessionHead {
  id: string;
  lastUpdated: Date;
}

export type ChatTurnRow = typeof chatTurns.$inferSelect;

const sessionHead = { id: chatSessions.id, lastUpdated: chatSessions.lastUpdated };

const userSessions = (organizationId: string, appUserId: string) =>
  and(
    eq(chatSessions.organizationId, organizationId),
    eq(chatSessions.appUserId, appUserId),
    // Only sessions the visitor wrote in are chat history (the first message sets initiated_at).
    isNotNull(chatSessions.initiatedAt),
  );

export async function countUserSessions(
  db: Executor,
  organizationId: string,
  appUserId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(chatSessions)
    .where(userSessions(organizationId, appUserId));
  return row?.count ?? 0;
}

/** One page of the app user's chat sessions, most recently active first. */
export function listUserSessions(
  db: Executor,
  organizationId: string,
  appUserId: string,
  page: { offset: number; limit: number },
): Promise<ChatSessionHead[]> {
  return db
    .select(sessionHead)
    .from(chatSessions)
    .where(userSessions(organizationId, appUserId))
    .orderBy(desc(chatSessions.lastUpdated), desc(chatSessions.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findChatSession(
  db: Executor,
  organizationId: string,
  sessionId: string,
): Promise<ChatSessionHead | null> {
  const [row] = await db
    .select(sessionHead)
    .from(chatSessions)
    .where(and(eq(chatSessions.organizationId, organizationId), eq(chatSessions.id, sessionId)));
  return row ?? null;
}

/** The turns of the given sessions only (a page of them), oldest first. */
export async function listTurnsOfSessions(
  db: Executor,
  organizationId: string,
  sessionIds: readonly string[],
): Promise<ChatTurnRow[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(chatTurns)
    .where(
      and(
        eq(chatTurns.organizationId, organizationId),
        sql`${chatTurns.sessionId} = any(${sql.param([...sessionIds])}::uuid[])`,
      ),
    )
    .orderBy(asc(chatTurns.createdAt), asc(chatTurns.id));
}
