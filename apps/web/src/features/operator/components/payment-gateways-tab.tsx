import { useState } from 'react';
import { toast } from 'sonner';
import { useSamplePlatform } from '../api/get-sample-platform';
import type { GatewayStatus } from '../sample-platform';
import { GatewayCard } from './gateway-card';
import { SampleDataBadge } from './sample-data-badge';
import { SampleSkeleton } from './sample-skeleton';

/** The sample gateways; Enable/Disable only changes this screen, nothing is saved. */
export function PaymentGatewaysTab() {
  const sample = useSamplePlatform();
  // Statuses the operator switched on this screen, by gateway id.
  const [switched, setSwitched] = useState<Record<string, GatewayStatus>>({});
  if (!sample.data) return <SampleSkeleton label="Loading payment gateways" />;

  const gateways = sample.data.gateways.map((gateway) => ({
    ...gateway,
    status: switched[gateway.id] ?? gateway.status,
  }));

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          No payment provider is connected; these gateways are a sample.
        </p>
        <SampleDataBadge />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {gateways.map((gateway) => (
          <GatewayCard
            key={gateway.id}
            gateway={gateway}
            onToggle={() => {
              const next = gateway.status === 'active' ? 'inactive' : 'active';
              setSwitched((current) => ({ ...current, [gateway.id]: next }));
              toast.success(
                `${gateway.name} ${next === 'active' ? 'enabled' : 'disabled'} (sample data; nothing was saved)`,
              );
            }}
          />
        ))}
      </div>
    </div>
  );
}
