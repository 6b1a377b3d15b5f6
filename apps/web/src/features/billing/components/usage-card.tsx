import {
  formatLimit,
  PLAN_LIMIT_KEYS,
  UNLIMITED,
  usagePercent,
  type PlanUsage,
  type UsageFigure,
} from '@concierge/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { usageLabels } from '../usage-labels';

/** Red at the limit, amber past 80 %. */
function barTone(percent: number): 'brand' | 'warning' | 'danger' {
  if (percent >= 100) return 'danger';
  if (percent > 80) return 'warning';
  return 'brand';
}

function UsageBar({ label, figure }: { label: string; figure: UsageFigure }) {
  const percent = usagePercent(figure);
  const unlimited = figure.limit === UNLIMITED;
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-4 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="text-slate-600 tabular-nums">
          {figure.used.toLocaleString('en-US')} / {formatLimit(figure.limit)}
        </span>
      </div>
      <ProgressBar
        value={percent}
        label={label}
        tone={barTone(percent)}
        className="h-2"
        valueText={
          unlimited
            ? `${figure.used} used, unlimited`
            : `${figure.used} of ${figure.limit} used (${percent}%)`
        }
      />
    </div>
  );
}

export function UsageCard({ usage }: { usage: PlanUsage }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Usage</CardTitle>
        <CardDescription>This month’s conversations and what your plan holds now.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {PLAN_LIMIT_KEYS.map((key) => (
          <UsageBar key={key} label={usageLabels[key]} figure={usage[key]} />
        ))}
      </CardContent>
    </Card>
  );
}
