import type { UnansweredQuestionGroup } from '@concierge/shared';
import { Ban, Plus } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { readOnlyNote, useCan } from '@/lib/permissions';

interface UnansweredQuestionItemProps {
  group: UnansweredQuestionGroup;
  onAnswer: (group: UnansweredQuestionGroup) => void;
  onDismiss: (group: UnansweredQuestionGroup) => void;
  dismissing: boolean;
}

export function UnansweredQuestionItem({
  group,
  onAnswer,
  onDismiss,
  dismissing,
}: UnansweredQuestionItemProps) {
  const questionId = useId();
  const canEdit = useCan('editContent');
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-4">
      <div className="min-w-0 flex-1">
        <p id={questionId} className="font-medium break-words text-slate-900">
          {group.question}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <Badge tone="warning">{group.count === 1 ? 'Once' : `${group.count} times`}</Badge>
          <span>Last seen {formatDate(group.last_seen)}</span>
        </p>
        {group.examples.length > 0 && (
          <div className="mt-2 text-xs text-slate-500">
            <p>Also asked as:</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {group.examples.map((example) => (
                <li key={example} className="break-words">
                  {example}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-describedby={questionId}
          disabled={!canEdit}
          loading={dismissing}
          title={canEdit ? 'Spam or off-topic: remove it from this list' : readOnlyNote}
          onClick={() => onDismiss(group)}
        >
          <Ban className="size-4" aria-hidden />
          Not relevant
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={questionId}
          disabled={!canEdit}
          title={canEdit ? undefined : readOnlyNote}
          onClick={() => onAnswer(group)}
        >
          <Plus className="size-4" aria-hidden />
          Add answer
        </Button>
      </div>
    </li>
  );
}
