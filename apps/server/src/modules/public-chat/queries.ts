import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { appUsers, chatSessions, chatTurns, submittedForms } from '../../db/schema.js';

export type ChatSessionRow = typeof chatSessions.$inferSelect;

export async function findAppUserByEmail(db: Executor, organizationId: string, email: string) {
  const [row] = await db
    .select()
    .from(appUsers)
    .where(and(eq(appUsers.organizationId, organizationId), eq(appUsers.email, email)));
  return row ?? null;
}

export async function insertAppUser(db: Executor, values: typeof appUsers.$inferInsert) {
  const [row] = await db.insert(appUsers).values(values).returning();
  if (!row) throw new Error('app user was not created');
  return row;
}

export async function insertSession(db: Executor, values: typeof chatSessions.$inferInsert) {
  const [row] = await db.insert(chatSessions).values(values).returning();
  if (!row) throw new Error('chat session was not created');
  return row;
}

export async function findSession(db: Executor, sessionId: string): Promise<ChatSessionRow | null> {
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.id, sessionId));
  return row ?? null;
}

/** Counts a visitor message: the session's first one marks the chat as initiated. */
export async function recordMessage(db: Executor, sessionId: string, lowConfidence: boolean) {
  await db
    .update(chatSessions)
    .set({
      messageCount: sql`${chatSessions.messageCount} + 1`,
      initiatedAt: sql`coalesce(${chatSessions.initiatedAt}, now())`,
      lastUpdated: sql`now()`,
      lowConfidenceStreak: lowConfidence ? sql`${chatSessions.lowConfidenceStreak} + 1` : 0,
    })
    .where(eq(chatSessions.id, sessionId));
}

export async function endSession(db: Executor, sessionId: string) {
  await db
    .update(chatSessions)
    .set({ endedAt: sql`coalesce(${chatSessions.endedAt}, now())`, lastUpdated: sql`now()` })
    .where(eq(chatSessions.id, sessionId));
}

export async function insertTurn(db: Executor, values: typeof chatTurns.$inferInsert) {
  const [row] = await db.insert(chatTurns).values(values).returning();
  if (!row) throw new Error('chat turn was not stored');
  return row;
}

export async function setFeedback(
  db: Executor,
  sessionId: string,
  turnId: string,
  value: 'like' | 'dislike',
) {
  const [row] = await db
    .update(chatTurns)
    .set({ feedback: value })
    .where(and(eq(chatTurns.sessionId, sessionId), eq(chatTurns.id, turnId)))
    .returning({ id: chatTurns.id });
  return row ?? null;
}

export async function insertSubmittedForm(
  db: Executor,
  values: typeof submittedForms.$inferInsert,
) {
  const [row] = await db.insert(submittedForms).values(values).returning();
  if (!row) throw new Error('submitted form was not stored');
  return row;
}

/**
 * A visitor who fills in a form tells us who they are: an anonymous app user ("Visitor 3fa2c1")
 * takes the form's name, and missing e-mail and phone are filled in. Known details never change.
 */
export async function adoptContactDetails(
  db: Executor,
  appUserId: string,
  contact: { name: string | null; email: string | null; phone: string | null },
) {
  await db
    .update(appUsers)
    .set({
      username: contact.name
        ? sql`case when ${appUsers.username} like ${`${ANONYMOUS_VISITOR_PREFIX}%`} then ${contact.name} else ${appUsers.username} end`
        : sql`${appUsers.username}`,
      email: sql`coalesce(${appUsers.email}, ${contact.email})`,
      phonenumber: sql`coalesce(${appUsers.phonenumber}, ${contact.phone})`,
    })
    .where(eq(appUsers.id, appUserId));
}

export const ANONYMOUS_VISITOR_PREFIX = 'Visitor ';
