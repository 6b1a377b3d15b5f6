import type { AssistantReply } from '@concierge/shared';

/** SPEC §3 Preview chat message; a bot's content may be a form offer, as in a real chat turn. */
export interface PreviewChatMessage {
  id: string;
  role: 'bot' | 'user';
  content: AssistantReply;
  timestamp: string;
  confidence?: number;
}

export const DEMO_REPLY =
  'This is a preview. Publish your bot and add knowledge to get real answers.';

export function createPreviewMessage(
  role: PreviewChatMessage['role'],
  content: AssistantReply,
  confidence?: number,
): PreviewChatMessage {
  return {
    id: crypto.randomUUID(),
    role,
    content,
    timestamp: new Date().toISOString(),
    confidence,
  };
}
