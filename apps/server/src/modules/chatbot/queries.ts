import { DEFAULT_CHATBOT_SETTINGS } from '@concierge/shared';
import { eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { chatbotSettings, organizations, plans } from '../../db/schema.js';

export type ChatbotSettingsRow = typeof chatbotSettings.$inferSelect;

/**
 * A bot as its widget needs it: with whether the operator suspended its organization, and the
 * monthly chats limit of the organization's plan (-1: unlimited), which sizes the bot's share of
 * new chats an hour.
 */
export interface WidgetChatbot {
  bot: ChatbotSettingsRow;
  organizationSuspended: boolean;
  planChatsLimit: number;
}

/** The organization's bot, created with the SPEC §9 defaults the first time it is asked for. */
export async function ensureChatbotSettings(
  db: Executor,
  organizationId: string,
): Promise<ChatbotSettingsRow> {
  const [existing] = await db
    .select()
    .from(chatbotSettings)
    .where(eq(chatbotSettings.organizationId, organizationId));
  if (existing) return existing;
  await db
    .insert(chatbotSettings)
    .values({ organizationId, ...DEFAULT_CHATBOT_SETTINGS })
    .onConflictDoNothing({ target: chatbotSettings.organizationId });
  const [created] = await db
    .select()
    .from(chatbotSettings)
    .where(eq(chatbotSettings.organizationId, organizationId));
  if (!created) throw new Error('chatbot settings were not created');
  return created;
}

export async function findChatbotById(db: Executor, botId: string) {
  const [row] = await db.select().from(chatbotSettings).where(eq(chatbotSettings.id, botId));
  return row ?? null;
}

/**
 * Every visitor call reads the bot, the suspension and the plan's chats limit: one query, not
 * three, on the widget's path.
 */
async function findWidgetChatbot(db: Executor, where: SQL): Promise<WidgetChatbot | null> {
  const [row] = await db
    .select({
      bot: chatbotSettings,
      suspendedAt: organizations.suspendedAt,
      chatsLimit: plans.chatsLimit,
    })
    .from(chatbotSettings)
    .innerJoin(organizations, eq(organizations.id, chatbotSettings.organizationId))
    .innerJoin(plans, eq(plans.id, organizations.plan))
    .where(where);
  return row
    ? {
        bot: row.bot,
        organizationSuspended: row.suspendedAt !== null,
        planChatsLimit: row.chatsLimit,
      }
    : null;
}

export function findWidgetChatbotById(db: Executor, botId: string) {
  return findWidgetChatbot(db, eq(chatbotSettings.id, botId));
}

export function findWidgetChatbotOfOrganization(db: Executor, organizationId: string) {
  return findWidgetChatbot(db, eq(chatbotSettings.organizationId, organizationId));
}

export async function updateChatbotSettings(
  db: Executor,
  id: string,
  changes: Partial<typeof chatbotSettings.$inferInsert>,
): Promise<ChatbotSettingsRow> {
  const [row] = await db
    .update(chatbotSettings)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(chatbotSettings.id, id))
    .returning();
  if (!row) throw new Error(`chatbot settings ${id} vanished`);
  return row;
}
