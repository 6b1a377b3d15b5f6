import { billingMessages } from '@concierge/shared';
import { useMemo } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrganizations } from '@/lib/organizations';
import { useBilling } from '../api/get-billing';
import { AvailablePlans } from '../components/available-plans';
import { BillingHistoryCard } from '../components/billing-history-card';
import { CurrentPlanCard } from '../components/current-plan-card';
import { PaymentMethodCard } from '../components/payment-method-card';
import { UsageCard } from '../components/usage-card';
import { sampleBilling } from '../sample-billing';

/** Issue 8: the plan and usage are the organization's; payment method and history are samples. */
export function BillingPage() {
  const billing = useBilling();
  const { current } = useOrganizations();
  const plan = billing.data?.plan;
  const customerSince = billing.data?.customerSince;
  const sample = useMemo(
    () => (plan && customerSince ? sampleBilling(plan, new Date(customerSince)) : null),
    [plan, customerSince],
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Billing and Subscription"
        description="Your current plan, usage, payment method and billing history."
      />
      {billing.isPending && <BillingSkeleton />}
      {billing.isError && (
        <LoadError
          message={billingMessages.loadFailed}
          retrying={billing.isFetching}
          onRetry={() => void billing.refetch()}
        />
      )}
      {billing.data && sample && (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <CurrentPlanCard overview={billing.data} nextBillingDate={sample.nextBillingDate} />
            <UsageCard usage={billing.data.usage} />
          </div>
          <PaymentMethodCard initial={sample.paymentMethod} />
          <BillingHistoryCard
            invoices={sample.billingHistory}
            organizationName={current?.name ?? ''}
          />
          <AvailablePlans overview={billing.data} />
        </>
      )}
    </div>
  );
}

function BillingSkeleton() {
  return (
    <div className="space-y-6" data-testid="billing-loading">
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-44" />
        <Skeleton className="h-44" />
      </div>
      <Skeleton className="h-24" />
      <Skeleton className="h-56" />
      <div className="grid gap-4 md:grid-cols-3">
        <Skeleton className="h-80" />
        <Skeleton className="h-80" />
        <Skeleton className="h-80" />
      </div>
    </div>
  );
}
