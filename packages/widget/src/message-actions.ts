import { readableError, sessionGone } from './api/api-errors';
import type { FormAnswers, PublicApi } from './api/public-api';
import { PublicApiError } from './api/public-api';
import type { WidgetAnalytics } from './lib/analytics';
import type { ChatMessage, Feedback, StoredChat } from './lib/chat-storage';
import { randomId } from './lib/random-id';
import type { MessageHandlers } from './ui/render-message';

export const SESSION_EXPIRED_MESSAGE = 'This chat has expired. Send a new message to continue.';

type AssistantMessage = Extract<ChatMessage, { role: 'assistant' }>;

export interface MessageActionsOptions {
  api: Pick<PublicApi, 'sendFeedback' | 'submitForm'>;
  analytics: Pick<WidgetAnalytics, 'track'>;
  collectFeedback: boolean;
  /** The stored session, if there is one. */
  chat: () => StoredChat | null;
  persist: () => void;
  forgetSession: () => void;
  showError: (text: string) => void;
  /** Draws the message again, in place, once its form was sent. */
  redraw: (message: ChatMessage) => void;
  focusInput: () => void;
}

/** What the visitor's clicks on a bot message do: a like or dislike, or a filled-in form. */
export function createMessageActions(options: MessageActionsOptions): MessageHandlers {
  const { api, forgetSession } = options;
  return {
    collectFeedback: options.collectFeedback,
    onFeedback: async (message: AssistantMessage, value: Feedback) => {
      try {
        const chat = options.chat();
        if (!chat || !message.turnId) throw new PublicApiError(SESSION_EXPIRED_MESSAGE, 404);
        await api.sendFeedback(chat.sessionId, chat.visitorToken, message.turnId, value);
        options.persist();
      } catch (error) {
        if (sessionGone(error)) forgetSession();
        options.showError(readableError(error));
        throw error;
      }
    },
    onSubmitForm: async (message: AssistantMessage, formData: FormAnswers) => {
      const reply = message.reply;
      if (typeof reply !== 'object') return;
      try {
        const chat = options.chat();
        if (!chat) throw new PublicApiError(SESSION_EXPIRED_MESSAGE, 404);
        const key = reply.formConfig?.key;
        await api.submitForm(chat.sessionId, chat.visitorToken, {
          category: reply.category,
          ...(typeof key === 'string' && key ? { form_key: key } : {}),
          form_id: randomId('form_'),
          form_data: formData,
        });
      } catch (error) {
        if (sessionGone(error)) forgetSession();
        throw new Error(sessionGone(error) ? SESSION_EXPIRED_MESSAGE : readableError(error));
      }
      options.analytics.track('concierge_form_submitted', { form_category: reply.category });
      message.formSent = true;
      message.sentData = formData;
      options.redraw(message);
      options.persist();
      options.focusInput();
    },
  };
}
