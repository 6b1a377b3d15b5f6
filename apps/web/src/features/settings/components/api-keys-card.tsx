import { KeyRound, RefreshCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** SPEC §2 Security: a static list; Regenerate has no behaviour yet. */
const apiKeys = [
  { name: 'Production', environment: 'production', masked: 'ck_live_••••••••3f9a' },
  { name: 'Development', environment: 'development', masked: 'ck_test_••••••••7b2c' },
] as const;

export function ApiKeysCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>API Keys</CardTitle>
        <CardDescription>Keys that let your systems talk to Concierge.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100">
          {apiKeys.map((key) => (
            <li key={key.environment} className="flex flex-wrap items-center gap-3 py-3">
              <KeyRound className="size-4 text-slate-400" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
                  {key.name}
                  <Badge tone={key.environment === 'production' ? 'success' : 'neutral'}>
                    {key.environment}
                  </Badge>
                </p>
                <code className="mt-0.5 block font-mono text-sm text-slate-500">{key.masked}</code>
              </div>
              <Button variant="outline" size="sm" aria-label={`Regenerate ${key.name} key`}>
                <RefreshCw className="size-3.5" aria-hidden />
                Regenerate
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
