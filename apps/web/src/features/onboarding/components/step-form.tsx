import {
  hasAnswer,
  isFieldVisible,
  type OnboardingAnswers,
  type OnboardingFieldId,
  type OnboardingStep,
  type OnboardingValue,
} from '@concierge/shared';
import type { OnboardingFiles } from '../api/complete-onboarding';
import { StepField } from './step-field';

interface StepFormProps {
  step: OnboardingStep;
  answers: OnboardingAnswers;
  files: OnboardingFiles;
  /** After a refused Continue: mark the empty required fields. */
  showMissing: boolean;
  onAnswer: (id: OnboardingFieldId, value: OnboardingValue) => void;
  onFilesChange: (id: OnboardingFieldId, files: File[], names: string[]) => void;
}

/** The visible fields of one step, in served order (a dependsOn field appears with its answer). */
export function StepForm({
  step,
  answers,
  files,
  showMissing,
  onAnswer,
  onFilesChange,
}: StepFormProps) {
  return (
    <div className="space-y-6">
      {step.fields
        .filter((field) => isFieldVisible(field, answers))
        .map((field) => (
          <StepField
            key={field.id}
            field={field}
            value={answers[field.id]}
            invalid={showMissing && field.required && !hasAnswer(answers[field.id])}
            onChange={(value) => onAnswer(field.id, value)}
            files={files[field.id] ?? []}
            onFilesChange={(chosen, names) => onFilesChange(field.id, chosen, names)}
          />
        ))}
    </div>
  );
}
