import type { LiveConversation } from '@concierge/shared';
import { Bot, Clock, Headset } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { formatWait, secondsSince } from './format-wait';
import { splitQueue } from './split-queue';
import { useNow } from './use-now';
import { VisitorPresence } from './visitor-presence';

interface LiveQueueProps {
  conversations: LiveConversation[];
  selectedId: string | null;
  onSelect: (sessionId: string) => void;
}

function QueueItem({
  conversation,
  selected,
  onSelect,
  now,
}: {
  conversation: LiveConversation;
  selected: boolean;
  onSelect: (sessionId: string) => void;
  now: number;
}) {
  const { state } = conversation;
  const Icon = state === 'waiting' ? Clock : state === 'agent' ? Headset : Bot;
  return (
    <li>
      <button
        type="button"
        aria-current={selected || undefined}
        onClick={() => onSelect(conversation.sessionId)}
        className={cn(
          'w-full cursor-pointer rounded-lg border px-3 py-2.5 text-left',
          'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
          selected
            ? 'border-brand-300 bg-brand-50'
            : 'border-transparent hover:border-slate-200 hover:bg-slate-50',
        )}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-medium text-slate-900">{conversation.visitorName}</span>
          <span className="flex shrink-0 items-center gap-1 text-xs text-slate-600">
            <Icon className="size-3.5" aria-hidden />
            {state === 'waiting' ? (
              <span>
                <span className="sr-only">Waiting for </span>
                {formatWait(secondsSince(conversation.waitingSince, now))}
              </span>
            ) : state === 'agent' ? (
              <span>{conversation.agentName ?? 'Agent'}</span>
            ) : (
              <span>Bot</span>
            )}
          </span>
        </span>
        {conversation.lastMessage && (
          <span className="mt-0.5 block truncate text-sm text-slate-600">
            {conversation.lastMessage}
          </span>
        )}
        <VisitorPresence conversation={conversation} now={now} className="mt-0.5" />
      </button>
    </li>
  );
}

function QueueSection({
  title,
  empty,
  conversations,
  ...rest
}: {
  title: string;
  empty: string;
  conversations: LiveConversation[];
  selectedId: string | null;
  onSelect: (sessionId: string) => void;
  now: number;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3
        id={headingId}
        className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase"
      >
        {title} <span className="font-normal">({conversations.length})</span>
      </h3>
      {conversations.length === 0 ? (
        <p className="px-3 py-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {conversations.map((conversation) => (
            <QueueItem
              key={conversation.sessionId}
              conversation={conversation}
              selected={conversation.sessionId === rest.selectedId}
              onSelect={rest.onSelect}
              now={rest.now}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The queue: who waits for a person, and what is under way with an agent or the bot. */
export function LiveQueue({ conversations, selectedId, onSelect }: LiveQueueProps) {
  const { waiting, active } = splitQueue(conversations);
  const now = useNow(1000);
  return (
    <div className="space-y-5">
      <QueueSection
        title="Waiting"
        empty="Nobody is waiting."
        conversations={waiting}
        selectedId={selectedId}
        onSelect={onSelect}
        now={now}
      />
      <QueueSection
        title="Active"
        empty="No other conversations."
        conversations={active}
        selectedId={selectedId}
        onSelect={onSelect}
        now={now}
      />
    </div>
  );
}
