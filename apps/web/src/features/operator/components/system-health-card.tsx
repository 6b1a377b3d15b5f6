import type { SystemHealth } from '@concierge/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatPercent, formatUptime } from '../format-operator';

/** Above this a usage bar turns amber. */
const WARNING_PERCENT = 80;

function UsageBar({ label, value }: { label: string; value: number | null }) {
  return (
    <div>
      <div className="mb-1.5 flex justify-between text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="text-slate-600">
          {value === null ? 'Not available' : formatPercent(value)}
        </span>
      </div>
      <ProgressBar
        label={label}
        value={value ?? 0}
        tone={value !== null && value > WARNING_PERCENT ? 'warning' : 'brand'}
        valueText={value === null ? 'Not available' : undefined}
      />
    </div>
  );
}

/** The server process and its database, as /operator/stats measured them just now. */
export function SystemHealthCard({ health }: { health: SystemHealth }) {
  const figures: [string, string][] = [
    ['Uptime', formatUptime(health.uptime)],
    ['Response Time', `${health.responseTime.toLocaleString('en-US')} ms`],
    ['Error Rate', formatPercent(health.errorRate)],
    ['Database', health.database],
    ['Queued jobs', health.queuedJobs.toLocaleString('en-US')],
    ['Failed jobs (24 h)', health.failedJobs24h.toLocaleString('en-US')],
  ];
  return (
    <Card aria-labelledby="system-health-title">
      <CardHeader>
        <CardTitle id="system-health-title">System Health</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-500">{label}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="space-y-4">
          <UsageBar label="CPU usage" value={health.cpuUsage} />
          <UsageBar label="Memory usage" value={health.memoryUsage} />
          <UsageBar label="Disk usage" value={health.diskUsage} />
        </div>
      </CardContent>
    </Card>
  );
}
