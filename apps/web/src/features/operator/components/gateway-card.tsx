import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';
import { formatDollars, formatPercent } from '../format-operator';
import type { GatewayStatus, SampleGateway } from '../sample-platform';
import { ConfigureGatewayDialog } from './configure-gateway-dialog';

const statusTones = {
  active: 'success',
  inactive: 'neutral',
  maintenance: 'warning',
} as const satisfies Record<GatewayStatus, string>;

const statusLabels: Record<GatewayStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  maintenance: 'Maintenance',
};

interface GatewayCardProps {
  gateway: SampleGateway;
  onToggle: () => void;
}

export function GatewayCard({ gateway, onToggle }: GatewayCardProps) {
  const [configuring, setConfiguring] = useState(false);
  const titleId = `gateway-${gateway.id}-title`;
  const figures: [string, string][] = [
    ['Fee', formatPercent(gateway.transactionFee)],
    ['Monthly volume', formatDollars(gateway.monthlyVolume)],
    ['Success rate', formatPercent(gateway.successRate)],
    ['Last transaction', formatDate(gateway.lastTransaction)],
  ];
  return (
    <Card aria-labelledby={titleId} className="flex flex-col">
      <CardHeader className="flex items-center justify-between gap-2">
        <CardTitle id={titleId}>{gateway.name}</CardTitle>
        <Badge tone={statusTones[gateway.status]}>{statusLabels[gateway.status]}</Badge>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd className="mt-0.5 text-sm font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <p className="text-xs font-medium text-slate-500">Supported currencies</p>
          <ul className="mt-1 flex flex-wrap gap-1" aria-label={`${gateway.name} currencies`}>
            {gateway.configuration.supportedCurrencies.map((currency) => (
              <li key={currency}>
                <Badge>{currency}</Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-auto flex gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Configure ${gateway.name}`}
            onClick={() => setConfiguring(true)}
          >
            <Settings className="size-4" aria-hidden />
            Configure
          </Button>
          <Button
            variant={gateway.status === 'active' ? 'outline' : 'secondary'}
            size="sm"
            aria-label={`${gateway.status === 'active' ? 'Disable' : 'Enable'} ${gateway.name}`}
            onClick={onToggle}
          >
            {gateway.status === 'active' ? 'Disable' : 'Enable'}
          </Button>
        </div>
      </CardContent>
      <ConfigureGatewayDialog gateway={gateway} open={configuring} onOpenChange={setConfiguring} />
    </Card>
  );
}
