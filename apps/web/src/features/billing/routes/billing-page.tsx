import { PagePlaceholder } from '@/components/page-placeholder';

export function BillingPage() {
  return (
    <PagePlaceholder
      title="Billing and Subscription"
      description="Your current plan, usage, payment method and billing history."
    />
  );
}
