import { DEFAULT_CHATBOT_SETTINGS } from '@concierge/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { chatbotSettings } from '../../db/schema.js';

export type ChatbotSettingsRow = typeof chatbotSettings.$inferSelect;

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
