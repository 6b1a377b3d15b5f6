import { billingMessages, type BillingOverview, type PlanSummary } from '@concierge/shared';
import { useState } from 'react';
import { PlanFeatureList, PlanLimitList } from '@/components/plan-summary-lists';
import { ReadOnlyNotice } from '@/components/read-only-notice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/permissions';
import { useChangePlan } from '../api/change-plan';
import { formatMoney } from '../format-billing';
import { usageLabels } from '../usage-labels';

function actionLabel(plan: PlanSummary, current: PlanSummary): string {
  if (plan.id === current.id) return 'Current Plan';
  return plan.price > current.price ? 'Upgrade' : 'Choose Plan';
}

export function AvailablePlans({ overview }: { overview: BillingOverview }) {
  const canChange = useCan('manageBilling');
  const changePlan = useChangePlan();
  const [chosen, setChosen] = useState<PlanSummary | null>(null);

  const confirm = () => {
    if (!chosen) return;
    changePlan.mutate({ plan_id: chosen.id }, { onSettled: () => setChosen(null) });
  };

  return (
    <section aria-labelledby="available-plans-title" className="space-y-4">
      <div>
        <h2 id="available-plans-title" className="text-lg font-semibold text-slate-900">
          Available Plans
        </h2>
        <p className="text-sm text-slate-500">A change takes effect immediately.</p>
      </div>
      {!canChange && (
        <ReadOnlyNotice>only an owner of the organization can change its plan.</ReadOnlyNotice>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        {overview.plans.map((plan) => {
          const isCurrent = plan.id === overview.plan.id;
          return (
            <Card
              key={plan.id}
              aria-label={`${plan.name} plan`}
              className={cn(
                'flex flex-col',
                plan.popular && 'border-brand-500 ring-1 ring-brand-500',
              )}
            >
              <CardHeader>
                <div className="flex items-center justify-between gap-2">
                  <CardTitle>{plan.name}</CardTitle>
                  {plan.popular && <Badge tone="brand">Most Popular</Badge>}
                </div>
                <CardDescription>{plan.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-4">
                <p>
                  <span className="text-3xl font-semibold text-slate-900">
                    {formatMoney(plan.price)}
                  </span>
                  <span className="text-slate-500">/month</span>
                </p>
                <PlanFeatureList features={plan.features} />
                <PlanLimitList limits={plan.limits} labels={usageLabels} />
                {canChange && (
                  <Button
                    className="mt-auto"
                    variant={isCurrent ? 'outline' : 'primary'}
                    disabled={isCurrent}
                    aria-label={
                      isCurrent ? undefined : `${actionLabel(plan, overview.plan)}: ${plan.name}`
                    }
                    onClick={() => setChosen(plan)}
                  >
                    {actionLabel(plan, overview.plan)}
                  </Button>
                )}
              </CardContent>
            </Card>
          );
        })}
      </div>
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open && !changePlan.isPending) setChosen(null);
        }}
        title="Confirm Plan Change"
        description={billingMessages.confirmPlanChange}
        confirmLabel={chosen ? `Change to ${chosen.name}` : 'Change Plan'}
        loading={changePlan.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
