import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatbotMessages, type ChatbotSettings } from '@concierge/shared';
import { toast } from 'sonner';
import { api, toFormData } from '@/lib/api-client';
import { chatbotSettingsQueryKey } from './get-chatbot-settings';

export interface SaveChatbotSettingsInput {
  /** The tab's name as the toast says it: 'Appearance', 'Behavior', 'Features', 'Deploy'. */
  tabLabel: string;
  botId: string;
  /** That tab's fields only, already as the strings multipart carries. */
  fields: Record<string, string>;
}

/** POST /auth/chatbot-settings (multipart): botId plus one tab's fields; answers the saved bot. */
export function saveChatbotSettings({ botId, fields }: SaveChatbotSettingsInput) {
  return api.post<ChatbotSettings>(
    '/auth/chatbot-settings',
    toFormData({ botId: botId || undefined, ...fields }),
  );
}

export function useSaveChatbotSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChatbotSettings,
    onSuccess: (saved, { tabLabel }) => {
      if (saved) queryClient.setQueryData(chatbotSettingsQueryKey, saved);
      toast.success(chatbotMessages.saved(tabLabel));
    },
    meta: { errorMessage: chatbotMessages.saveFailed },
  });
}

export const flagField = (value: boolean) => (value ? 'true' : 'false');
