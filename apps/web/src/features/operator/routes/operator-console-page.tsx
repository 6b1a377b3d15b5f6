import { ShieldAlert } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUrlTab } from '@/lib/use-url-tab';
import { useAuth } from '@/lib/use-auth';
import { BillingOverviewTab } from '../components/billing-overview-tab';
import { OverviewTab } from '../components/overview-tab';
import { PackagesTab } from '../components/packages-tab';
import { PaymentGatewaysTab } from '../components/payment-gateways-tab';
import { SupportTicketsTab } from '../components/support-tickets-tab';
import { TenantsTab } from '../components/tenants-tab';
import { TransactionsTab } from '../components/transactions-tab';

/** The tabs in SPEC order; the key is what ?tab= holds. */
const TABS = [
  ['overview', 'Overview'],
  ['tenants', 'Tenant Management'],
  ['packages', 'Packages and Plans'],
  ['billing', 'Billing Overview'],
  ['gateways', 'Payment Gateways'],
  ['transactions', 'Transactions'],
  ['tickets', 'Support Tickets'],
] as const;

const title = 'SaaS Platform Management';

/**
 * SPEC §2 Operator console. The open tab lives in ?tab= so a reload or a shared link keeps it;
 * a tab's content mounts only while open, so its calls start when it is first shown.
 */
export function OperatorConsolePage() {
  const { role } = useAuth();
  const [tab, changeTab] = useUrlTab(
    TABS.map(([key]) => key),
    'overview',
  );

  if (role !== 'operator') {
    return (
      <div>
        <PageHeader title={title} />
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-amber-900"
        >
          <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-medium">The operator console is for the platform operator.</p>
            <p className="mt-1 text-sm">
              Your account manages an organization, not the platform. Sign in with the operator
              account to manage tenants, plans and billing.
            </p>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div>
      <PageHeader
        title={title}
        description="Tenants, packages and plans, billing, payment gateways and transactions across the platform."
      />
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList aria-label="Platform sections">
          {TABS.map(([key, label]) => (
            <TabsTrigger key={key} value={key}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="tenants">
          <TenantsTab />
        </TabsContent>
        <TabsContent value="packages">
          <PackagesTab />
        </TabsContent>
        <TabsContent value="billing">
          <BillingOverviewTab />
        </TabsContent>
        <TabsContent value="gateways">
          <PaymentGatewaysTab />
        </TabsContent>
        <TabsContent value="transactions">
          <TransactionsTab />
        </TabsContent>
        <TabsContent value="tickets">
          <SupportTicketsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
