import type { LiveTimelineItem } from '@concierge/shared';
import { useEffect, useRef } from 'react';
import { BotReply } from './bot-reply';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

function Bubble({
  side,
  tone,
  author,
  authorVisible = false,
  createdAt,
  children,
}: {
  side: 'start' | 'end';
  tone: 'visitor' | 'bot' | 'agent';
  author: string;
  authorVisible?: boolean;
  createdAt: string;
  children: React.ReactNode;
}) {
  return (
    <li className={cn('flex', side === 'end' ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-4 py-2.5 text-sm break-words',
          tone === 'visitor' && 'rounded-br-sm bg-brand-600 text-white',
          tone === 'bot' && 'rounded-bl-sm border border-slate-200 bg-white text-slate-900',
          tone === 'agent' && 'rounded-bl-sm border border-brand-200 bg-brand-50 text-slate-900',
        )}
      >
        {authorVisible ? (
          <p className="mb-0.5 text-xs font-semibold text-brand-800">{author}</p>
        ) : (
          <span className="sr-only">{author}: </span>
        )}
        {children}
        <p
          className={cn(
            'mt-1 text-xs',
            tone === 'visitor' ? 'text-right text-brand-100' : 'text-slate-600',
          )}
        >
          <time dateTime={createdAt}>{formatDate(createdAt)}</time>
        </p>
      </div>
    </li>
  );
}

function Text({ children }: { children: string }) {
  return <p className="whitespace-pre-wrap">{children}</p>;
}

function TimelineEntry({ item }: { item: LiveTimelineItem }) {
  if (item.kind === 'turn') {
    return (
      <>
        {item.userText && (
          <Bubble side="end" tone="visitor" author="Visitor" createdAt={item.createdAt}>
            <Text>{item.userText}</Text>
          </Bubble>
        )}
        <Bubble side="start" tone="bot" author="Bot" createdAt={item.createdAt}>
          <BotReply reply={item.assistant} />
        </Bubble>
      </>
    );
  }
  const { message } = item;
  if (message.author === 'system') {
    return (
      <li className="text-center text-xs text-slate-600">
        <span className="sr-only">Notice: </span>
        {message.body}
      </li>
    );
  }
  if (message.author === 'visitor') {
    return (
      <Bubble side="end" tone="visitor" author="Visitor" createdAt={message.createdAt}>
        <Text>{message.body}</Text>
      </Bubble>
    );
  }
  return (
    <Bubble
      side="start"
      tone="agent"
      author={message.authorName || 'Agent'}
      authorVisible
      createdAt={message.createdAt}
    >
      <Text>{message.body}</Text>
    </Bubble>
  );
}

/**
 * The conversation, oldest first: the bot's turns, then the live messages. A log region, so
 * screen readers announce what arrives; it keeps the newest message in view.
 */
export function LiveTimeline({ timeline }: { timeline: LiveTimelineItem[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [timeline.length]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label="Conversation"
      className="max-h-[28rem] min-h-40 overflow-y-auto px-4 py-4 sm:px-6"
      // A scrollable region must be reachable by keyboard.
      tabIndex={0}
    >
      <ol className="space-y-3">
        {timeline.map((item) => (
          <TimelineEntry
            key={item.kind === 'turn' ? `t${item.id}` : `m${item.message.id}`}
            item={item}
          />
        ))}
      </ol>
    </div>
  );
}
