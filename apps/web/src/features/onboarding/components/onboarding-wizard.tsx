import {
  isStepComplete,
  stepProblem,
  onboardingCompleteness,
  onboardingMessages,
  type OnboardingFieldId,
  type OnboardingStep,
} from '@concierge/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-error';
import { useCompleteOnboarding, type OnboardingFiles } from '../api/complete-onboarding';
import { useOnboardingDraft } from '../use-onboarding-draft';
import { ProgressSidebar } from './progress-sidebar';
import { ReviewSummary } from './review-summary';
import { StepForm } from './step-form';
import { SuggestionsPanel } from './suggestions-panel';
import { WizardActions } from './wizard-actions';

/** The five served steps: one at a time, saved locally, submitted together at the end. */
export function OnboardingWizard({ steps }: { steps: readonly OnboardingStep[] }) {
  const navigate = useNavigate();
  const draft = useOnboardingDraft(steps);
  const { answers, furthestStep } = draft;
  const [current, setCurrent] = useState(furthestStep);
  const [showWarning, setShowWarning] = useState(false);
  const [suggestionsOn, setSuggestionsOn] = useState(false);
  const [files, setFiles] = useState<OnboardingFiles>({});
  const completion = useCompleteOnboarding();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);

  // A new step moves focus to its heading, so keyboard and screen-reader users start at the top.
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [current]);

  const step = steps[current];
  if (!step) return null;
  const isLast = current === steps.length - 1;
  const completeness = onboardingCompleteness(steps, answers);
  const stepComplete = isStepComplete(step, answers);
  const problem = stepComplete ? stepProblem(step, answers) : null;

  const goTo = (index: number) => {
    if (index < 0 || index > Math.max(furthestStep, current)) return;
    movedRef.current = true;
    setShowWarning(false);
    setCurrent(index);
  };

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    if (!stepComplete || problem) {
      setShowWarning(true);
      return;
    }
    if (isLast) {
      completion.mutate(
        { steps, answers, files },
        { onSuccess: () => void navigate('/', { replace: true }) },
      );
      return;
    }
    draft.reachStep(current + 1);
    toast.success(onboardingMessages.savedLocally(step.title));
    movedRef.current = true;
    setShowWarning(false);
    setCurrent(current + 1);
  };

  const onFilesChange = (id: OnboardingFieldId, chosen: File[], names: string[]) => {
    setFiles((previous) => ({ ...previous, [id]: chosen }));
    draft.setAnswer(id, names);
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <ProgressSidebar
        steps={steps}
        answers={answers}
        current={current}
        furthest={furthestStep}
        completeness={completeness}
        onSelect={goTo}
      />

      <div className="space-y-6">
        <form
          noValidate
          onSubmit={onContinue}
          className="rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-100 px-6 py-4">
            <div className="min-w-0">
              <p className="text-xs font-medium text-brand-700">
                Step {current + 1} of {steps.length}
              </p>
              <h2
                id="onboarding-step-heading"
                ref={headingRef}
                tabIndex={-1}
                className="mt-1 scroll-mt-28 text-lg font-semibold text-slate-900 focus:outline-none"
              >
                {step.title}
              </h2>
              <p className="mt-0.5 text-sm text-slate-600">{step.description}</p>
            </div>
            <div className="flex items-center gap-2">
              <Switch
                id="onboarding-ai-suggestions"
                checked={suggestionsOn}
                onCheckedChange={setSuggestionsOn}
              />
              <label
                htmlFor="onboarding-ai-suggestions"
                className="text-sm font-medium text-slate-700"
              >
                AI Suggestions
              </label>
            </div>
          </div>

          <div className="space-y-6 px-6 py-5">
            {isLast && <ReviewSummary steps={steps.slice(0, -1)} answers={answers} onEdit={goTo} />}
            <StepForm
              step={step}
              answers={answers}
              files={files}
              showMissing={showWarning}
              onAnswer={draft.setAnswer}
              onFilesChange={onFilesChange}
            />
            {showWarning && !stepComplete && <Alert>{onboardingMessages.incompleteStep}</Alert>}
            {showWarning && problem && <Alert>{problem}</Alert>}
            {completion.isError && (
              <Alert onDismiss={() => completion.reset()}>
                {errorMessage(completion.error, onboardingMessages.completeFailed)}
              </Alert>
            )}
          </div>

          <WizardActions
            canGoBack={current > 0}
            isLast={isLast}
            submitting={completion.isPending}
            onBack={() => goTo(current - 1)}
          />
        </form>

        {suggestionsOn && (
          <SuggestionsPanel
            step={step}
            answers={answers}
            completeness={completeness}
            onApply={draft.setAnswer}
          />
        )}
      </div>
    </div>
  );
}
