import { TRIAL_PLAN_ID, type OperatorPlan } from '@concierge/shared';
import { Pencil, Users } from 'lucide-react';
import { PlanFeatureList, PlanLimitList } from '@/components/plan-summary-lists';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { planLimitLabels } from './plan-limit-labels';

interface PlanCardProps {
  plan: OperatorPlan;
  onEdit: () => void;
  /** Asks to offer the plan again (true) or to stop offering it (false). */
  onSetActive: (active: boolean) => void;
  busy?: boolean;
}

const formatPlanPrice = (price: number) => `$${price.toLocaleString('en-US')}/month`;

const subscribers = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'subscriber' : 'subscribers'}`;

/** One package as the operator manages it: what Billing shows, plus its state and subscribers. */
export function PlanCard({ plan, onEdit, onSetActive, busy = false }: PlanCardProps) {
  return (
    <Card
      aria-label={`${plan.name} package`}
      className={cn(
        'flex flex-col',
        plan.popular && 'border-brand-500 ring-1 ring-brand-500',
        !plan.isActive && 'bg-slate-50',
      )}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{plan.name}</CardTitle>
          <div className="flex flex-wrap gap-1.5">
            {plan.popular && <Badge tone="brand">Most Popular</Badge>}
            <Badge tone={plan.isActive ? 'success' : 'neutral'}>
              {plan.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </div>
        </div>
        <p className="font-mono text-xs text-slate-500">
          {plan.id}
          {plan.id === TRIAL_PLAN_ID && ' · given to new organizations'}
        </p>
        {plan.description && <CardDescription>{plan.description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div className="flex items-baseline justify-between gap-2">
          <p className="text-2xl font-semibold text-slate-900">{formatPlanPrice(plan.price)}</p>
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <Users className="size-4" aria-hidden />
            {subscribers(plan.subscriberCount)}
          </p>
        </div>
        {plan.features.length > 0 && <PlanFeatureList features={plan.features} />}
        <PlanLimitList limits={plan.limits} labels={planLimitLabels} />
        <div className="mt-auto flex gap-2 pt-2">
          <Button variant="outline" size="sm" aria-label={`Edit ${plan.name}`} onClick={onEdit}>
            <Pencil className="size-4" aria-hidden />
            Edit
          </Button>
          <Button
            variant={plan.isActive ? 'outline' : 'secondary'}
            size="sm"
            loading={busy}
            aria-label={`${plan.isActive ? 'Deactivate' : 'Activate'} ${plan.name}`}
            onClick={() => onSetActive(!plan.isActive)}
          >
            {plan.isActive ? 'Deactivate' : 'Activate'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
