import {
  answerQuestionGroupSchema,
  splitList,
  type UnansweredQuestionGroup,
} from '@concierge/shared';
import { useState, type FormEvent } from 'react';
import { QaFields, type QaValues } from '@/components/qa-fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-error';
import { useAnswerQuestionGroup } from '../api/answer-question-group';

interface AnswerQuestionDialogProps {
  group: UnansweredQuestionGroup;
  onClose: () => void;
}

/**
 * Add Content as a Q&A, started from an unanswered question (SPEC §5 rules: question and answer
 * required after trimming, keywords comma separated). Saving answers the whole group.
 */
export function AnswerQuestionDialog({ group, onClose }: AnswerQuestionDialogProps) {
  const [qa, setQa] = useState<QaValues>({ question: group.question, answer: '', keywords: '' });
  const answerGroup = useAnswerQuestionGroup();
  const parsed = answerQuestionGroupSchema.safeParse({
    key: group.key,
    question: qa.question,
    answer: qa.answer,
    keywords: splitList(qa.keywords),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    answerGroup.mutate(parsed.data, {
      onSuccess: onClose,
      // The group was answered meanwhile: nothing left to answer here.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) onClose();
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Add Content"
      description={`Visitors asked this ${group.count === 1 ? 'once' : `${group.count} times`}. Your answer goes into the knowledge base as a Q&A.`}
      className="max-w-xl"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <QaFields value={qa} onChange={setQa} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!parsed.success} loading={answerGroup.isPending}>
            Save Content
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
