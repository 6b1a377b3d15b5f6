import { onboardingMessages } from '@concierge/shared';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useOnboardingSteps } from '../api/get-onboarding-steps';
import { OnboardingWizard } from '../components/onboarding-wizard';

export function OnboardingPage() {
  const stepsQuery = useOnboardingSteps();
  return (
    <div>
      <PageHeader
        title="Onboarding Wizard"
        description="Five short steps to describe your business, goals, knowledge sources and tone, then launch your bot."
      />
      {stepsQuery.isPending ? (
        <div className="flex items-center justify-center rounded-xl border border-slate-200 bg-white py-16">
          <Spinner className="size-8 text-brand-600" label="Loading onboarding steps" />
        </div>
      ) : stepsQuery.isError || stepsQuery.data.length === 0 ? (
        <LoadError
          message={onboardingMessages.loadFailed}
          onRetry={() => void stepsQuery.refetch()}
          retrying={stepsQuery.isFetching}
        />
      ) : (
        <OnboardingWizard steps={stepsQuery.data} />
      )}
    </div>
  );
}
