import { liveChatTexts, type AssistantReply as Reply } from '@concierge/shared';
import { AssistantReply } from '@/components/assistant-reply';

/**
 * A bot reply as staff read it in a conversation: the handover in the words the visitor saw (and
 * what the bot said before it), not the stored action; anything else as AssistantReply shows it.
 */
export function BotReply({ reply }: { reply: Reply }) {
  if (typeof reply === 'string' || reply.action !== 'handoff') {
    return <AssistantReply reply={reply} />;
  }
  return (
    <div className="space-y-1.5">
      {reply.message && <p className="whitespace-pre-wrap">{reply.message}</p>}
      <p>{liveChatTexts.handoffReply}</p>
    </div>
  );
}
