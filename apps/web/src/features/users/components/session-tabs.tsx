import { PAGE_SIZE, type ChatSession } from '@concierge/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate } from '@/lib/format-date';
import { ChatTurnView } from './chat-turn-view';

interface SessionTabsProps {
  sessions: ChatSession[];
  /** The page these sessions are on: tabs are numbered across pages (page 2 starts at 11). */
  page: number;
  selectedId: string;
  onSelect: (id: string) => void;
}

/** One tab per chat session of the page, with the turns of the selected one. */
export function SessionTabs({ sessions, page, selectedId, onSelect }: SessionTabsProps) {
  const first = (page - 1) * PAGE_SIZE + 1;
  return (
    <Tabs value={selectedId} onValueChange={onSelect}>
      <TabsList aria-label="Chat sessions">
        {sessions.map((session, index) => (
          <TabsTrigger
            key={session._id}
            value={session._id}
            className="flex-col items-start gap-0.5"
          >
            <span>Session {first + index}</span>{' '}
            <span className="text-xs font-normal text-slate-600">
              {formatDate(session.last_updated)}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      {sessions.map((session) => (
        <TabsContent key={session._id} value={session._id}>
          {session.chat_history.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">No messages in this session.</p>
          ) : (
            <ol
              aria-label="Messages"
              // The list scrolls past 600 px (SPEC §9): focusable, so a keyboard can scroll it too.
              tabIndex={0}
              className="max-h-[600px] space-y-5 overflow-y-auto rounded-md pr-1 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              {session.chat_history.map((turn, index) => (
                <ChatTurnView key={turn._id || index} turn={turn} />
              ))}
            </ol>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
