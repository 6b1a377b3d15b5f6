import { PagePlaceholder } from '@/components/page-placeholder';

export function OnboardingPage() {
  return (
    <PagePlaceholder
      title="Onboarding Wizard"
      description="Five short steps to describe your business, goals, knowledge sources and tone, then launch your bot."
    />
  );
}
