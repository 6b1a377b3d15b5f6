import { notificationTexts } from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.js';
import { notifications } from '../db/schema.js';

const RECENT_FORMS = 5;
const RECENT_UNANSWERED = 3;
/** The newest of each kind are still unread; staff have seen the others. */
const UNREAD_OF_EACH_KIND = 2;

/**
 * The bell of a member of the demo month: the newest forms and unanswered questions of the seeded
 * chats, as the event jobs would have written them, the older ones read.
 */
export async function seedDemoNotifications(
  db: Executor,
  organizationId: string,
  accountId: string,
  now: Date,
): Promise<void> {
  const forms = await queryRows<{
    id: string;
    category: string;
    full_name: string | null;
    username: string;
    submitted_at: Date | string;
  }>(
    db,
    sql`select f.id, f.category, f.form_data->>'full_name' as full_name, u.username, f.submitted_at
        from submitted_forms f
        join chat_sessions s on s.id = f.session_id
        join app_users u on u.id = s.app_user_id
        where f.organization_id = ${organizationId}
        order by f.submitted_at desc
        limit ${RECENT_FORMS}`,
  );
  const unanswered = await queryRows<{ session_id: string; user_text: string; created_at: Date }>(
    db,
    sql`select session_id, user_text, created_at from chat_turns
        where organization_id = ${organizationId} and intent = 'fallback'
        order by created_at desc
        limit ${RECENT_UNANSWERED}`,
  );
  const readAt = (index: number) => (index < UNREAD_OF_EACH_KIND ? null : now);
  const rows: (typeof notifications.$inferInsert)[] = [
    ...forms.map((form, index) => {
      const at = new Date(form.submitted_at);
      return {
        organizationId,
        accountId,
        kind: 'form_submitted' as const,
        title: notificationTexts.formSubmitted.title(form.category),
        body: notificationTexts.formSubmitted.body(form.full_name?.trim() || form.username),
        link: '/submitted-forms',
        dedupeKey: `form:${form.id}`,
        createdAt: at,
        readAt: readAt(index),
      };
    }),
    ...unanswered.map((turn, index) => {
      const at = new Date(turn.created_at);
      return {
        organizationId,
        accountId,
        kind: 'failed_response' as const,
        title: notificationTexts.failedResponse.title,
        body: notificationTexts.failedResponse.body(turn.user_text),
        link: '/conversations',
        dedupeKey: `failed:${turn.session_id}:${at.toISOString()}`,
        createdAt: at,
        readAt: readAt(index),
      };
    }),
  ];
  if (rows.length > 0) await db.insert(notifications).values(rows);
}
