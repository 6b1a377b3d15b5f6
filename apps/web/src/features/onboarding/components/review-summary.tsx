import { isFieldVisible, type OnboardingAnswers, type OnboardingStep } from '@concierge/shared';
import { Button } from '@/components/ui/button';
import { formatAnswer } from './format-answer';

interface ReviewSummaryProps {
  /** The steps before the review, in order. */
  steps: readonly OnboardingStep[];
  answers: OnboardingAnswers;
  onEdit: (index: number) => void;
}

/** Every earlier answer as label: value, with a way back to each step. */
export function ReviewSummary({ steps, answers, onEdit }: ReviewSummaryProps) {
  return (
    <section aria-labelledby="onboarding-review-heading" className="space-y-3">
      <h3 id="onboarding-review-heading" className="text-sm font-semibold text-slate-900">
        Your answers
      </h3>
      {steps.map((step, index) => (
        <div key={step.id} className="rounded-lg border border-slate-200 px-4 py-3">
          <div className="mb-2 flex items-center justify-between gap-2">
            <h4 className="text-sm font-semibold text-slate-800">{step.title}</h4>
            <Button variant="link" size="sm" onClick={() => onEdit(index)}>
              <span aria-hidden>Edit</span>
              <span className="sr-only">{`Edit ${step.title}`}</span>
            </Button>
          </div>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
            {step.fields
              .filter((field) => isFieldVisible(field, answers))
              .map((field) => {
                const answer = formatAnswer(answers[field.id]);
                return (
                  <div key={field.id} className="contents">
                    <dt className="text-slate-600">{field.label}</dt>
                    <dd className="break-words whitespace-pre-line text-slate-900">
                      {answer || <span className="text-slate-500 italic">Not provided</span>}
                    </dd>
                  </div>
                );
              })}
          </dl>
        </div>
      ))}
    </section>
  );
}
