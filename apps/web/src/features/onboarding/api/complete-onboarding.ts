import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  isFieldVisible,
  onboardingMessages,
  type OnboardingAnswers,
  type OnboardingFieldId,
  type OnboardingResult,
  type OnboardingStep,
} from '@concierge/shared';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { storeOnboardingCompleted } from '@/lib/auth-storage';
import { clearCurrentOrganization } from '@/lib/organizations';
import { clearOnboardingDraft } from '../use-onboarding-draft';

/** The chosen files of each file field; they live in memory only. */
export type OnboardingFiles = Partial<Record<OnboardingFieldId, File[]>>;

export interface CompleteOnboardingInput {
  steps: readonly OnboardingStep[];
  answers: OnboardingAnswers;
  files: OnboardingFiles;
}

/**
 * Every visible answer flattened by field id: one entry per multiselect choice, booleans as
 * 'true'/'false', one entry per File of a file field (its stored names are not sent).
 */
export function onboardingFormData({ steps, answers, files }: CompleteOnboardingInput): FormData {
  const form = new FormData();
  for (const step of steps) {
    for (const field of step.fields) {
      if (!isFieldVisible(field, answers)) continue;
      if (field.type === 'file') {
        for (const file of files[field.id] ?? []) form.append(field.id, file, file.name);
        continue;
      }
      const value = answers[field.id];
      if (Array.isArray(value)) for (const choice of value) form.append(field.id, choice);
      else if (typeof value === 'boolean') form.append(field.id, value ? 'true' : 'false');
      else if (typeof value === 'string') form.append(field.id, value);
    }
  }
  return form;
}

/** POST /auth/onboarding (multipart): the one call that submits the whole wizard. */
export function completeOnboarding(input: CompleteOnboardingInput) {
  return api.post<OnboardingResult>('/auth/onboarding', onboardingFormData(input));
}

/**
 * SPEC §4 on success: store the answer's flag, let the first organization become current,
 * re-fetch everything (the organization list first of all), forget the local draft and say so.
 * Here rather than in `mutate`'s callbacks: the stored flag lets the route guard leave the
 * wizard at once, and callbacks of an unmounted caller never run.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: (result) => {
      storeOnboardingCompleted(result?.onboarding ?? true);
      clearCurrentOrganization();
      clearOnboardingDraft();
      void queryClient.invalidateQueries();
      toast.success(onboardingMessages.completed);
    },
    // The wizard shows the failure in a banner the user can dismiss.
    meta: { silent: true, errorMessage: onboardingMessages.completeFailed },
  });
}
