import {
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@concierge/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberships, notifications } from '../../db/schema.js';
import { PREFERENCE_COLUMNS, PREFERENCE_FIELDS } from './preference-columns.js';

/** A member's bell: one account in one organization. */
export interface Recipient {
  organizationId: string;
  accountId: string;
}

const ofRecipient = ({ organizationId, accountId }: Recipient) =>
  and(eq(notifications.organizationId, organizationId), eq(notifications.accountId, accountId));

/** The newest notifications of the member, newest first. */
export function listNewest(db: Executor, recipient: Recipient) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(ofRecipient(recipient))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
}

export async function countUnread(db: Executor, recipient: Recipient): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(ofRecipient(recipient), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one of the member's notifications read (keeping the first read time); false if none. */
export async function markRead(db: Executor, recipient: Recipient, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(ofRecipient(recipient), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Executor, recipient: Recipient): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(ofRecipient(recipient), isNull(notifications.readAt)));
}

const preferenceSelection = Object.fromEntries(
  NOTIFICATION_PREFERENCES.map((preference) => [preference, PREFERENCE_COLUMNS[preference]]),
) as { [K in keyof typeof PREFERENCE_COLUMNS]: (typeof PREFERENCE_COLUMNS)[K] };

const ofMembership = ({ organizationId, accountId }: Recipient) =>
  and(eq(memberships.organizationId, organizationId), eq(memberships.accountId, accountId));

/** The member's four toggles, or null when the membership is gone. */
export async function findPreferences(
  db: Executor,
  recipient: Recipient,
): Promise<NotificationPreferences | null> {
  const [row] = await db
    .select(preferenceSelection)
    .from(memberships)
    .where(ofMembership(recipient));
  return row ?? null;
}

/** Saves the toggles given and answers all four, or null when the membership is gone. */
export async function updatePreferences(
  db: Executor,
  recipient: Recipient,
  input: NotificationPreferencesInput,
): Promise<NotificationPreferences | null> {
  const changes: Partial<typeof memberships.$inferInsert> = {};
  for (const preference of NOTIFICATION_PREFERENCES) {
    const value = input[preference];
    if (value !== undefined) changes[PREFERENCE_FIELDS[preference]] = value;
  }
  const [row] = await db
    .update(memberships)
    .set(changes)
    .where(ofMembership(recipient))
    .returning(preferenceSelection);
  return row ?? null;
}
