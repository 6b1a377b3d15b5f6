import { useQuery } from '@tanstack/react-query';
import { onboardingMessages, type OnboardingStep } from '@concierge/shared';
import { api } from '@/lib/api-client';

export const onboardingStepsQueryKey = ['onboarding', 'steps'] as const;

/** GET /auth/onboarding-steps: the wizard renders what it is served. */
export function getOnboardingSteps(signal?: AbortSignal) {
  return api.get<OnboardingStep[]>('/auth/onboarding-steps', { signal });
}

export function useOnboardingSteps() {
  return useQuery({
    queryKey: onboardingStepsQueryKey,
    queryFn: ({ signal }) => getOnboardingSteps(signal),
    staleTime: Infinity,
    // The page says so itself, with a Retry button, instead of a toast.
    retry: false,
    meta: { silent: true, errorMessage: onboardingMessages.loadFailed },
  });
}
