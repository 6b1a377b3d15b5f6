import { useHandoffStats } from '../api/get-handoff-stats';

const STATS_DAYS = 30;

function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last 30 days, today included, as the browser's calendar sees them. */
function statsPeriod(today = new Date()) {
  const from = new Date(today);
  from.setDate(from.getDate() - (STATS_DAYS - 1));
  return { from: isoDay(from), to: isoDay(today) };
}

function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${Math.round(seconds)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m ${Math.round(seconds % 60)}s`;
}

/** Handoffs of the last 30 days, small, beside the live queue. Silent when it cannot load. */
export function HandoffStatsBlock() {
  const { from, to } = statsPeriod();
  const stats = useHandoffStats(from, to);
  if (!stats.data) return null;
  const figures = [
    ['Handoffs', stats.data.handoffs.toLocaleString('en-US')],
    ['Taken', stats.data.taken.toLocaleString('en-US')],
    ['Average wait', formatSeconds(stats.data.averageWaitSeconds)],
    ['Resolved by your team', stats.data.agentResolved.toLocaleString('en-US')],
  ];
  return (
    <section aria-label={`Handoffs, last ${STATS_DAYS} days`}>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {figures.map(([label, value]) => (
          <div key={label} className="flex items-baseline gap-1.5">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-0.5 text-xs text-slate-600">Last {STATS_DAYS} days</p>
    </section>
  );
}
