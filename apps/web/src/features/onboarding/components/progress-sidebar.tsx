import { isStepComplete, type OnboardingAnswers, type OnboardingStep } from '@concierge/shared';
import { Check, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';

interface ProgressSidebarProps {
  steps: readonly OnboardingStep[];
  answers: OnboardingAnswers;
  current: number;
  /** Steps after this one are not reached yet and cannot be opened. */
  furthest: number;
  completeness: number;
  onSelect: (index: number) => void;
}

function stateLabel(complete: boolean, isCurrent: boolean, reached: boolean) {
  if (isCurrent) return 'Current step';
  if (complete) return 'Completed';
  return reached ? 'Not finished' : 'Upcoming';
}

/**
 * Where the user is, how far along, and a way back to any step already reached. On a phone the
 * list of steps folds away behind a toggle, so the step's form starts in the first screen.
 */
export function ProgressSidebar({
  steps,
  answers,
  current,
  furthest,
  completeness,
  onSelect,
}: ProgressSidebarProps) {
  const [stepsShown, setStepsShown] = useState(false);
  const stepsId = useId();
  return (
    <Card className="p-4 lg:p-5">
      <h2 className="text-sm font-semibold text-slate-900">Setup progress</h2>
      <p className="mt-1 text-sm text-slate-600">
        Step {current + 1} of {steps.length}
        <span className="lg:hidden"> — {steps[current]?.title}</span>
      </p>
      <div className="mt-3 flex items-center gap-3">
        <ProgressBar value={completeness} label="Setup completeness" className="h-2" />
        <span className="shrink-0 text-sm font-medium text-slate-700">{completeness}%</span>
      </div>
      <button
        type="button"
        aria-expanded={stepsShown}
        aria-controls={stepsId}
        onClick={() => setStepsShown((shown) => !shown)}
        className="mt-3 inline-flex cursor-pointer items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none lg:hidden"
      >
        {stepsShown ? 'Hide all steps' : 'Show all steps'}
        <ChevronDown
          className={cn('size-4 transition-transform', stepsShown && 'rotate-180')}
          aria-hidden
        />
      </button>

      <nav
        id={stepsId}
        aria-label="Onboarding steps"
        className={cn('mt-5 lg:block', !stepsShown && 'hidden')}
      >
        <ol className="space-y-1">
          {steps.map((step, index) => {
            const complete = isStepComplete(step, answers);
            const isCurrent = index === current;
            const reached = index <= furthest;
            return (
              <li key={step.id}>
                <button
                  type="button"
                  disabled={!reached}
                  aria-current={isCurrent ? 'step' : undefined}
                  onClick={() => onSelect(index)}
                  className={cn(
                    'flex w-full cursor-pointer items-start gap-3 rounded-lg px-2 py-2 text-left transition-colors',
                    'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                    'disabled:cursor-not-allowed',
                    isCurrent ? 'bg-brand-50' : 'enabled:hover:bg-slate-50',
                  )}
                >
                  <span
                    aria-hidden
                    className={cn(
                      'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                      complete
                        ? 'border-emerald-600 bg-emerald-600 text-white'
                        : isCurrent
                          ? 'border-brand-600 bg-white text-brand-700'
                          : 'border-slate-300 bg-white text-slate-600',
                    )}
                  >
                    {complete ? <Check className="size-3.5" strokeWidth={3} /> : index + 1}
                  </span>
                  <span className="min-w-0">
                    <span
                      className={cn(
                        'block text-sm font-medium',
                        reached ? 'text-slate-900' : 'text-slate-600',
                      )}
                    >
                      {step.title}
                    </span>
                    <span className="block text-xs text-slate-600">{step.description}</span>
                    <span
                      className={cn(
                        'mt-0.5 block text-xs font-medium',
                        complete && !isCurrent ? 'text-emerald-700' : 'text-slate-600',
                        isCurrent && 'text-brand-700',
                      )}
                    >
                      {stateLabel(complete, isCurrent, reached)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </Card>
  );
}
