import {
  formatLimit,
  PLAN_LIMIT_KEYS,
  type PlanLimitKey,
  type PlanLimits,
} from '@concierge/shared';
import { Check } from 'lucide-react';

/** A plan's features, ticked, as Billing offers it and the operator's package card shows it. */
export function PlanFeatureList({ features }: { features: string[] }) {
  return (
    <ul aria-label="Features" className="space-y-1.5 text-sm text-slate-700">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
          {feature}
        </li>
      ))}
    </ul>
  );
}

/** A plan's four limits, ∞ for unlimited, under the caller's names for them. */
export function PlanLimitList({
  limits,
  labels,
}: {
  limits: PlanLimits;
  labels: Record<PlanLimitKey, string>;
}) {
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-slate-600">
      {PLAN_LIMIT_KEYS.map((key) => (
        <div key={key} className="contents">
          <dt>{labels[key]}</dt>
          <dd className="text-right font-medium text-slate-700">{formatLimit(limits[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
