import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { appUsers, chatSessions, chatTurns, submittedForms } from '../../db/schema.js';

export type ChatSessionRow = typeof chatSessions.$inferSelect;

type Feedback = 'like' | 'dislike';

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

/**
 * Counts a visitor message: the session's first one marks the chat as initiated. Answers whether
 * this message did, read under the row lock so two first messages cannot both claim it.
 */
export async function recordMessage(
  db: Executor,
  sessionId: string,
  lowConfidence: boolean,
): Promise<{ initiated: boolean }> {
  const [row] = await queryRows<{ initiated: boolean }>(
    db,
    sql`with old as (
          select initiated_at from chat_sessions where id = ${sessionId} for update
        )
        update chat_sessions set
          message_count = message_count + 1,
          initiated_at = coalesce(chat_sessions.initiated_at, now()),
          last_updated = now(),
          low_confidence_streak = ${lowConfidence ? sql`low_confidence_streak + 1` : sql`0`}
        from old
        where chat_sessions.id = ${sessionId}
        returning old.initiated_at is null as initiated`,
  );
  return { initiated: row?.initiated ?? false };
}

/**
 * Ends the chat once: answers when it ended, and whether it is a staff test, if this call ended
 * it; null if it had already.
 */
export async function endSession(
  db: Executor,
  sessionId: string,
): Promise<{ endedAt: Date; isTest: boolean } | null> {
  const [row] = await queryRows<{ ended: boolean; ended_at: string; is_test: boolean }>(
    db,
    sql`with old as (
          select ended_at from chat_sessions where id = ${sessionId} for update
        )
        update chat_sessions set
          ended_at = coalesce(chat_sessions.ended_at, now()),
          last_updated = now()
        from old
        where chat_sessions.id = ${sessionId}
        returning old.ended_at is null as ended, chat_sessions.ended_at, chat_sessions.is_test`,
  );
  return row?.ended ? { endedAt: new Date(row.ended_at), isTest: row.is_test } : null;
}

export async function insertTurn(db: Executor, values: typeof chatTurns.$inferInsert) {
  const [row] = await db.insert(chatTurns).values(values).returning();
  if (!row) throw new Error('chat turn was not stored');
  return row;
}

/**
 * Sets the visitor's feedback on a turn of the session. Answers the value it replaced (read under
 * the row lock, so concurrent clicks each see the one before) and when the turn was created, or
 * null when the session has no such turn.
 */
export async function setFeedback(
  db: Executor,
  sessionId: string,
  turnId: string,
  value: Feedback,
): Promise<{ previous: Feedback | null; createdAt: Date } | null> {
  const [row] = await queryRows<{ previous: Feedback | null; created_at: string }>(
    db,
    sql`with old as (
          select id, feedback from chat_turns
          where session_id = ${sessionId} and id = ${turnId} for update
        )
        update chat_turns set feedback = ${value}
        from old
        where chat_turns.id = old.id
        returning old.feedback as previous, chat_turns.created_at`,
  );
  return row ? { previous: row.previous, createdAt: new Date(row.created_at) } : null;
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
