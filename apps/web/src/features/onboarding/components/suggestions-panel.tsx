import {
  suggestionsAvailable,
  SUGGESTIONS_THRESHOLD,
  type OnboardingAnswers,
  type OnboardingFieldId,
  type OnboardingStep,
} from '@concierge/shared';
import { Sparkles } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { suggestionsForStep } from '../suggestions';

interface SuggestionsPanelProps {
  step: OnboardingStep;
  answers: OnboardingAnswers;
  completeness: number;
  onApply: (field: OnboardingFieldId, text: string) => void;
}

/** Texts for the current step written from the answers so far; choosing one fills its field. */
export function SuggestionsPanel({ step, answers, completeness, onApply }: SuggestionsPanelProps) {
  const available = suggestionsAvailable(completeness);
  const { fills, faqTopics } = suggestionsForStep(step, answers);
  const labelOf = (id: OnboardingFieldId) =>
    step.fields.find((field) => field.id === id)?.label ?? id;

  return (
    <Card className="p-5">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Sparkles className="size-4 text-brand-600" aria-hidden />
        Suggestions for {step.title}
      </h3>
      {!available ? (
        <p className="mt-2 text-sm text-slate-600">
          Suggestions appear once your setup is more than {SUGGESTIONS_THRESHOLD}% complete.
        </p>
      ) : fills.length === 0 && faqTopics.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No suggestions for this step.</p>
      ) : (
        <div className="mt-3 space-y-4">
          {fills.length > 0 && (
            <ul className="space-y-2">
              {fills.map((suggestion) => (
                <li key={suggestion.id}>
                  <button
                    type="button"
                    onClick={() => onApply(suggestion.field, suggestion.text)}
                    className="w-full cursor-pointer rounded-lg border border-slate-200 bg-white px-3 py-2 text-left hover:border-brand-300 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                  >
                    <span className="block text-xs font-medium text-brand-700">
                      Use suggestion for {labelOf(suggestion.field)}
                    </span>
                    <span className="mt-0.5 block text-sm whitespace-pre-line text-slate-800">
                      {suggestion.text}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {faqTopics.length > 0 && (
            <div>
              <h4 className="text-sm font-medium text-slate-800">FAQ topics from your services</h4>
              <p className="mt-0.5 text-sm text-slate-600">
                Your starter knowledge base will answer:
              </p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
                {faqTopics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}
