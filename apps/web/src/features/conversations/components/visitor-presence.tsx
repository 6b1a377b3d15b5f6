import type { LiveConversation } from '@concierge/shared';
import { cn } from '@/lib/cn';
import { presenceLabel } from './format-presence';

/** Whether the visitor still has the chat open: a green 'Here' or a grey 'Left … ago'. */
export function VisitorPresence({
  conversation,
  now,
  className,
}: {
  conversation: LiveConversation;
  now: number;
  className?: string;
}) {
  const label = presenceLabel(conversation, now);
  if (!label) return null;
  const here = label.presence === 'here';
  return (
    <span
      title={label.title}
      className={cn(
        'inline-flex items-center gap-1 text-xs',
        here ? 'text-emerald-700' : 'text-slate-600',
        className,
      )}
    >
      <span
        aria-hidden
        className={cn('size-2 rounded-full', here ? 'bg-emerald-500' : 'bg-slate-400')}
      />
      {label.text}
    </span>
  );
}
