import { liveChatTexts, type FormConfig } from '@concierge/shared';
import { cn } from '@/lib/cn';
import { BotAvatar } from './bot-avatar';
import { readableTextColor } from './hex-color';
import type { PreviewChatMessage } from './preview-chat-message';
import { PreviewFormField } from './preview-form-field';

function FormPreview({ formConfig, color }: { formConfig: FormConfig; color: string }) {
  return (
    <div className="space-y-2">
      <p className="font-medium">{formConfig.title}</p>
      <ul className="space-y-2">
        {formConfig.fields.map((field, index) => (
          <PreviewFormField key={field.key ?? `${index}-${field.label}`} field={field} />
        ))}
      </ul>
      <span
        className="inline-block rounded border px-2.5 py-1 text-xs font-medium"
        style={
          formConfig.submitButton.style === 'secondary'
            ? { borderColor: color, color, backgroundColor: 'white' }
            : { borderColor: color, backgroundColor: color, color: readableTextColor(color) }
        }
      >
        {formConfig.submitButton.text}
      </span>
    </div>
  );
}

/** What the widget would show: the bot's words, then its form or the handover's words. */
function ReplyContent({ message, color }: { message: PreviewChatMessage; color: string }) {
  const { content } = message;
  if (typeof content === 'string') return <p className="whitespace-pre-wrap">{content}</p>;
  return (
    <div className="space-y-2">
      {content.message && <p className="whitespace-pre-wrap">{content.message}</p>}
      {content.formConfig ? (
        <FormPreview formConfig={content.formConfig} color={color} />
      ) : (
        <p>{content.action === 'handoff' ? liveChatTexts.handoffReply : content.category}</p>
      )}
    </div>
  );
}

interface PreviewMessageBubbleProps {
  message: PreviewChatMessage;
  avatar: string;
  color: string;
}

/** One message of the mock chat: visitor on the right in the brand colour, bot on the left. */
export function PreviewMessageBubble({ message, avatar, color }: PreviewMessageBubbleProps) {
  const fromUser = message.role === 'user';
  return (
    <li className={cn('flex items-end gap-2', fromUser && 'flex-row-reverse')}>
      {!fromUser && <BotAvatar avatar={avatar} color={color} className="size-7 text-sm" />}
      <div className={cn('max-w-[80%]', fromUser && 'text-right')}>
        <div
          className={cn(
            'rounded-2xl px-3 py-2 text-left text-sm',
            fromUser ? 'rounded-br-sm' : 'rounded-bl-sm bg-slate-100 text-slate-800',
          )}
          style={fromUser ? { backgroundColor: color, color: readableTextColor(color) } : undefined}
        >
          <span className="sr-only">{fromUser ? 'You: ' : 'Bot: '}</span>
          <ReplyContent message={message} color={color} />
        </div>
        {message.confidence !== undefined && (
          <p className="mt-0.5 text-[11px] text-slate-400">
            Confidence {Math.round(message.confidence * 100)}%
          </p>
        )}
      </div>
    </li>
  );
}
