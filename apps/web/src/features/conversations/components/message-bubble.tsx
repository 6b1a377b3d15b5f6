import type { ConversationMessage } from '@concierge/shared';
import { BotReply } from './bot-reply';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

/** One message: the visitor's on the right, the bot's on the left with its confidence. */
export function MessageBubble({ message }: { message: ConversationMessage }) {
  const fromUser = message.role === 'user';
  return (
    <li className={cn('flex', fromUser ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-4 py-2.5 text-sm',
          fromUser
            ? 'rounded-br-sm bg-brand-600 text-white'
            : 'rounded-bl-sm bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{fromUser ? 'Visitor: ' : 'Bot: '}</span>
        {!fromUser && message.reply !== undefined && typeof message.reply !== 'string' ? (
          <BotReply reply={message.reply} />
        ) : (
          <p className="break-words whitespace-pre-wrap">{message.content}</p>
        )}
        <p
          className={cn(
            'mt-1 flex flex-wrap gap-x-2 text-xs',
            fromUser ? 'justify-end text-brand-100' : 'text-slate-600',
          )}
        >
          <time dateTime={message.timestamp}>{formatDate(message.timestamp)}</time>
          {message.confidence !== undefined && (
            <span>
              Confidence{' '}
              <span className="font-medium">{Math.round(message.confidence * 100)}%</span>
            </span>
          )}
        </p>
      </div>
    </li>
  );
}
