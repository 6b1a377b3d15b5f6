import { BarChart3, Hash, MessageCircle, Zap, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

interface Integration {
  name: string;
  description: string;
  icon: LucideIcon;
  connected: boolean;
}

/** SPEC §2: sample integrations; Connect has no behaviour yet. */
const integrations: Integration[] = [
  {
    name: 'Slack',
    description: 'Get new conversations and handoffs in a Slack channel.',
    icon: Hash,
    connected: true,
  },
  {
    name: 'Microsoft Teams',
    description: 'Send alerts and transcripts to a Teams channel.',
    icon: MessageCircle,
    connected: false,
  },
  {
    name: 'Zapier',
    description: 'Push submitted forms to thousands of apps.',
    icon: Zap,
    connected: false,
  },
  {
    name: 'Google Analytics',
    description: 'Track widget opens and conversions on your site.',
    icon: BarChart3,
    connected: true,
  },
];

export function IntegrationsTab() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {integrations.map(({ name, description, icon: Icon, connected }) => (
        <Card key={name} className="flex items-start gap-4 p-5">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              {name}
              {connected && <Badge tone="success">Connected</Badge>}
            </h2>
            <p className="mt-1 text-sm text-slate-500">{description}</p>
          </div>
          <Button
            variant={connected ? 'outline' : 'primary'}
            size="sm"
            aria-label={`${connected ? 'Manage' : 'Connect'} ${name}`}
          >
            {connected ? 'Manage' : 'Connect'}
          </Button>
        </Card>
      ))}
    </div>
  );
}
