import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatAgo } from '@/lib/format-date';
import { useSamplePlatform } from '../api/get-sample-platform';
import type { AlertType } from '../sample-platform';
import { SampleDataBadge } from './sample-data-badge';

const icons = {
  warning: { Icon: TriangleAlert, className: 'text-amber-600' },
  error: { Icon: CircleAlert, className: 'text-red-600' },
  info: { Icon: Info, className: 'text-blue-600' },
} as const satisfies Record<AlertType, unknown>;

/** Nothing records platform alerts yet, so these are the sample's. */
export function RecentAlerts() {
  const sample = useSamplePlatform();
  return (
    <Card aria-labelledby="recent-alerts-title">
      <CardHeader className="flex items-center justify-between gap-2">
        <CardTitle id="recent-alerts-title">Recent alerts</CardTitle>
        <SampleDataBadge />
      </CardHeader>
      <CardContent>
        {sample.data ? (
          <ul className="space-y-3">
            {sample.data.alerts.map((alert) => {
              const { Icon, className } = icons[alert.type];
              return (
                <li key={alert.id} className="flex items-start gap-3">
                  <Icon className={`mt-0.5 size-4 shrink-0 ${className}`} aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm text-slate-900">
                      <span className="sr-only">{alert.type}: </span>
                      {alert.message}
                    </p>
                    <p className="text-xs text-slate-500">{formatAgo(alert.timestamp)}</p>
                  </div>
                  {alert.resolved && <Badge tone="success">Resolved</Badge>}
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="space-y-3" role="status" aria-label="Loading alerts">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-10 w-full" />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
