import { renderWithProviders } from '@/test/render-with-providers';
import { OnboardingPage } from '../routes/onboarding-page';

/** The page at /onboarding, with '/' to land on after completing. */
export function renderOnboarding() {
  return renderWithProviders(<OnboardingPage />, { path: '/onboarding', otherPaths: ['/'] });
}
