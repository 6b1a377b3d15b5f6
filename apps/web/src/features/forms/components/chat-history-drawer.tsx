import type { ChatTurn } from '@concierge/shared';
import { Bot } from 'lucide-react';
import { AssistantReply } from '@/components/assistant-reply';
import { Drawer } from '@/components/ui/drawer';
import { formatDate } from '@/lib/format-date';

interface ChatHistoryDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sessionId: string;
  turns: ChatTurn[];
}

/** SPEC §2 'Chat History' of a form's session: visitor on the right, assistant on the left. */
export function ChatHistoryDrawer({
  open,
  onOpenChange,
  sessionId,
  turns,
}: ChatHistoryDrawerProps) {
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title="Chat History"
      description={`Session ${sessionId.slice(0, 8)}`}
    >
      {turns.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-500">No messages in this session.</p>
      ) : (
        <ol className="space-y-5" aria-label="Messages">
          {turns.map((turn, index) => (
            <li key={turn._id || index} className="space-y-3">
              <div className="flex justify-end" data-author="user">
                <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-4 py-2 text-sm text-white">
                  <p className="whitespace-pre-wrap">{turn.user}</p>
                  <p className="mt-1 text-right text-xs text-white/75">
                    {formatDate(turn.date_time)}
                  </p>
                </div>
              </div>
              <div className="flex items-start gap-2" data-author="assistant">
                <span className="mt-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500">
                  <Bot className="size-4" aria-hidden />
                </span>
                <div className="max-w-[85%] rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-2 text-sm text-slate-800">
                  <AssistantReply reply={turn.assistant} showSubmitButton />
                  <p className="mt-1 text-xs text-slate-500">{formatDate(turn.date_time)}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Drawer>
  );
}
