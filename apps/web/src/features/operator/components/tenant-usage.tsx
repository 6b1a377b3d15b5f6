import { formatLimit, usagePercent, type TenantUsage as Usage } from '@concierge/shared';
import { ProgressBar } from '@/components/ui/progress-bar';

function UsageRow({ label, used, limit }: { label: string; used: number; limit: number }) {
  const percent = usagePercent({ used, limit });
  const text = `${used.toLocaleString('en-US')} / ${formatLimit(limit)}`;
  return (
    <div>
      <div className="mb-1.5 flex justify-between text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="text-slate-600">{text}</span>
      </div>
      <ProgressBar
        label={label}
        value={percent}
        valueText={text}
        tone={percent >= 100 ? 'danger' : 'brand'}
      />
    </div>
  );
}

/** Chats this month and seats against the plan's limits; ∞ for unlimited. */
export function TenantUsage({ usage }: { usage: Usage }) {
  return (
    <div className="space-y-4">
      <UsageRow label="Chats this month" used={usage.chatsUsed} limit={usage.chatsLimit} />
      <UsageRow label="Seats" used={usage.seatsUsed} limit={usage.seatsLimit} />
    </div>
  );
}
