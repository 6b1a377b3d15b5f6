import type { AnalyticsRange, UnansweredQuestionGroup } from '@concierge/shared';
import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUnansweredQuestions } from '../api/get-unanswered-questions';
import { AnswerQuestionDialog } from './answer-question-dialog';
import { UnansweredQuestionItem } from './unanswered-question-item';

/** Visitor questions the bot could not answer in the range, each answerable into the knowledge base. */
export function UnansweredQuestionsPanel({ days }: { days: AnalyticsRange }) {
  const unanswered = useUnansweredQuestions(days);
  const [answering, setAnswering] = useState<UnansweredQuestionGroup | null>(null);
  const groups = unanswered.data?.groups ?? [];
  const titleId = useId();

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Unanswered questions</CardTitle>
        <p className="mt-1 text-sm text-slate-500">
          Questions your bot could not answer in the last {days} days. Answer one to teach it.
        </p>
      </CardHeader>
      <CardContent className="py-2">
        {unanswered.isPending ? (
          <div className="space-y-3 py-3" role="status" aria-label="Loading unanswered questions">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : groups.length === 0 ? (
          <p className="flex items-center justify-center gap-2 py-8 text-sm text-slate-500">
            <CircleCheck className="size-5 text-emerald-500" aria-hidden />
            {unanswered.isError
              ? 'Unanswered questions could not be loaded'
              : 'No unanswered questions in this period'}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {groups.map((group) => (
              <UnansweredQuestionItem key={group.key} group={group} onAnswer={setAnswering} />
            ))}
          </ul>
        )}
      </CardContent>
      {answering && (
        <AnswerQuestionDialog
          key={answering.key}
          group={answering}
          onClose={() => setAnswering(null)}
        />
      )}
    </Card>
  );
}
