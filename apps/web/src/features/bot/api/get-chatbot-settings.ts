import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_CHATBOT_SETTINGS,
  DEFAULT_HANDOFF_TRIGGERS,
  chatbotMessages,
  type ChatbotSettings,
} from '@concierge/shared';
import { api } from '@/lib/api-client';

export const chatbotSettingsQueryKey = ['bot', 'chatbot-settings'] as const;

/** What the screen edits when the organization has no bot yet or the load failed (SPEC §8, §9). */
export const FALLBACK_CHATBOT_SETTINGS: ChatbotSettings = {
  id: '',
  ...DEFAULT_CHATBOT_SETTINGS,
  behavior: {
    ...DEFAULT_CHATBOT_SETTINGS.behavior,
    openingHours: null,
    handoffTriggers: [...DEFAULT_HANDOFF_TRIGGERS],
  },
};

/** GET /auth/chatbot-settings answers a list; the screen edits its first item (SPEC §7). */
export async function getChatbotSettings(signal?: AbortSignal): Promise<ChatbotSettings> {
  const list = await api.get<ChatbotSettings[] | null>('/auth/chatbot-settings', { signal });
  return list?.[0] ?? FALLBACK_CHATBOT_SETTINGS;
}

export function useChatbotSettings() {
  return useQuery({
    queryKey: chatbotSettingsQueryKey,
    queryFn: ({ signal }) => getChatbotSettings(signal),
    // SPEC §8: a failed load falls back to the default bot without a toast; the page says so inline.
    retry: false,
    meta: { silent: true, errorMessage: chatbotMessages.loadFailed },
  });
}
