import { useMutation } from '@tanstack/react-query';
import type { PreviewReply } from '@concierge/shared';
import { api } from '@/lib/api-client';

/** Asks the real engine what the bot would answer, without starting a visitor session. */
export function getPreviewReply(text: string) {
  return api.post<PreviewReply>('/auth/chatbot-settings/preview', { text });
}

export function usePreviewReply() {
  return useMutation({
    mutationFn: getPreviewReply,
    // The preview answers with a demo reply instead of an error toast.
    meta: { silent: true },
  });
}
