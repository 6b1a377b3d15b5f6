import { TRIAL_PLAN_ID, type BillingOverview } from '@concierge/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDay, formatMoney } from '../format-billing';

interface CurrentPlanCardProps {
  overview: BillingOverview;
  /** Sample: no payment provider knows when the plan renews. */
  nextBillingDate: string;
}

export function CurrentPlanCard({ overview, nextBillingDate }: CurrentPlanCardProps) {
  const { plan, trialEndsAt } = overview;
  const onTrial = plan.id === TRIAL_PLAN_ID;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Current Plan</CardTitle>
        <CardDescription>What your organization is subscribed to.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <div className="flex flex-wrap items-baseline gap-3">
          <p className="text-2xl font-semibold text-slate-900" data-testid="current-plan-name">
            {plan.name}
          </p>
          <p className="text-slate-600">
            <span className="text-lg font-medium text-slate-900">{formatMoney(plan.price)}</span>
            /month
          </p>
          {plan.popular && <Badge tone="brand">Most Popular</Badge>}
        </div>
        <p className="text-sm text-slate-600">{plan.description}</p>
        {onTrial && trialEndsAt && (
          <p className="text-sm text-amber-700">Trial ends on {formatDay(trialEndsAt)}</p>
        )}
        {!onTrial && (
          <p className="text-sm text-slate-500">Renews on {formatDay(nextBillingDate)}</p>
        )}
      </CardContent>
    </Card>
  );
}
