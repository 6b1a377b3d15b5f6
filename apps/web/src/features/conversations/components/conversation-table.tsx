import type { ConversationSummary } from '@concierge/shared';
import { UserInitials } from '@/components/user-initials';
import { formatDate } from '@/lib/format-date';
import { IntentBadge } from './intent-badge';
import { OutcomeBadge } from './outcome-badge';

interface ConversationTableProps {
  conversations: ConversationSummary[];
  onOpen: (id: string) => void;
}

const headerCell = 'px-4 py-3 text-left text-xs font-medium tracking-wide text-slate-500 uppercase';

/** One row per conversation; the row (or its preview button, for the keyboard) opens it. */
export function ConversationTable({ conversations, onOpen }: ConversationTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headerCell}>
              User
            </th>
            <th scope="col" className={headerCell}>
              Conversation
            </th>
            <th scope="col" className={headerCell}>
              Intent
            </th>
            <th scope="col" className={headerCell}>
              Outcome
            </th>
            <th scope="col" className={headerCell}>
              Started
            </th>
            <th scope="col" className={`${headerCell} text-right`}>
              Messages
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {conversations.map((conversation) => (
            <tr
              key={conversation.id}
              onClick={() => onOpen(conversation.id)}
              className="cursor-pointer hover:bg-slate-50"
            >
              {/* Capped, so a long e-mail is shortened instead of pushing Messages out of the card. */}
              <td className="max-w-52 px-4 py-3">
                <div className="flex items-center gap-3">
                  <UserInitials name={conversation.user.username || conversation.user.email} />
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">
                      {conversation.user.username || 'Visitor'}
                    </p>
                    <p className="truncate text-xs text-slate-500">
                      {conversation.user.email || 'N/A'}
                    </p>
                  </div>
                </div>
              </td>
              <td className="max-w-64 px-4 py-3">
                <button
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(conversation.id);
                  }}
                  className="block max-w-full cursor-pointer truncate rounded text-left text-slate-700 hover:text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  {conversation.preview || 'No message'}
                </button>
              </td>
              <td className="px-4 py-3">
                <IntentBadge intent={conversation.intent} />
              </td>
              <td className="px-4 py-3">
                <OutcomeBadge outcome={conversation.outcome} />
              </td>
              <td className="px-4 py-3 text-slate-600">{formatDate(conversation.startedAt)}</td>
              <td className="px-4 py-3 text-right text-slate-600 tabular-nums">
                {conversation.messageCount}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
