import type { AnalyticsRange, UnansweredQuestionGroup } from '@concierge/shared';
import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDismissQuestionGroup } from '../api/dismiss-question-group';
import { loadedGroups, useUnansweredQuestions } from '../api/get-unanswered-questions';
import { AnswerQuestionDialog } from './answer-question-dialog';
import { UnansweredQuestionItem } from './unanswered-question-item';

/**
 * Visitor questions the bot could not answer in the range, ten groups at a time: each answerable
 * into the knowledge base, or dismissed as not relevant (spam, off-topic).
 */
export function UnansweredQuestionsPanel({ days }: { days: AnalyticsRange }) {
  const unanswered = useUnansweredQuestions(days);
  const dismiss = useDismissQuestionGroup();
  const [answering, setAnswering] = useState<UnansweredQuestionGroup | null>(null);
  const groups = loadedGroups(unanswered.data?.pages);
  const total = unanswered.data?.pages.at(-1)?.pagination.total_groups ?? 0;
  const titleId = useId();

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Unanswered questions</CardTitle>
        <p className="mt-1 text-sm text-slate-500">
          Questions your bot could not answer in the last {days} days. Answer one to teach it, or
          mark it not relevant.
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
          <>
            <ul className="divide-y divide-slate-100">
              {groups.map((group) => (
                <UnansweredQuestionItem
                  key={group.key}
                  group={group}
                  onAnswer={setAnswering}
                  onDismiss={(dismissed) => dismiss.mutate(dismissed.key)}
                  dismissing={dismiss.isPending && dismiss.variables === group.key}
                />
              ))}
            </ul>
            <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 py-3">
              <p className="text-sm text-slate-500" aria-live="polite">
                Showing {groups.length} of {Math.max(total, groups.length)}
              </p>
              {unanswered.hasNextPage && (
                <Button
                  variant="outline"
                  size="sm"
                  loading={unanswered.isFetchingNextPage}
                  onClick={() => void unanswered.fetchNextPage()}
                >
                  Load more
                </Button>
              )}
            </div>
          </>
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
