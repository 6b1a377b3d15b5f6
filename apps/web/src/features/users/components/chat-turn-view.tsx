import type { ChatTurn } from '@concierge/shared';
import { Bot } from 'lucide-react';
import { AssistantReply } from '@/components/assistant-reply';
import { formatDate } from '@/lib/format-date';

/** One exchange: the visitor's message on the right, the assistant's reply on the left. */
export function ChatTurnView({ turn }: { turn: ChatTurn }) {
  const time = formatDate(turn.date_time);
  return (
    <li className="space-y-3">
      <div className="flex justify-end">
        <div className="max-w-[80%] rounded-2xl rounded-br-sm bg-brand-600 px-4 py-2 text-sm text-white">
          <p className="whitespace-pre-wrap">{turn.user}</p>
          <p className="mt-1 text-right text-xs text-brand-100">{time}</p>
        </div>
      </div>
      <div className="flex items-start gap-2">
        <span className="mt-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <Bot className="size-4" aria-hidden />
        </span>
        <div className="max-w-[80%] rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-2 text-sm text-slate-800">
          <AssistantReply reply={turn.assistant} />
          <p className="mt-1 text-xs text-slate-600">{time}</p>
        </div>
      </div>
    </li>
  );
}
