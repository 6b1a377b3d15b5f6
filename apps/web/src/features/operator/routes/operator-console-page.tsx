import { PagePlaceholder } from '@/components/page-placeholder';

export function OperatorConsolePage() {
  return (
    <PagePlaceholder
      title="SaaS Platform Management"
      description="Tenants, packages and plans, billing, payment gateways and transactions across the platform."
    />
  );
}
