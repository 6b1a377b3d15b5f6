import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';

const preferences = [
  { id: 'new-conversations', label: 'New conversations', hint: 'When a visitor starts a chat.' },
  { id: 'failed-responses', label: 'Failed responses', hint: 'When the bot could not answer.' },
  { id: 'quota-warnings', label: 'Quota warnings', hint: 'When you near your plan’s limits.' },
  { id: 'weekly-reports', label: 'Weekly reports', hint: 'A summary of the week every Monday.' },
] as const;

/** SPEC §2: four toggles, all on, not persisted. */
export function NotificationsTab() {
  const [enabled, setEnabled] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(preferences.map(({ id }) => [id, true])),
  );
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Email Notifications</CardTitle>
        <CardDescription>Choose what we email you about.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100">
          {preferences.map(({ id, label, hint }) => (
            <li key={id} className="flex items-center justify-between gap-4 py-3">
              <div>
                <label htmlFor={`notify-${id}`} className="text-sm font-medium text-slate-900">
                  {label}
                </label>
                <p className="text-sm text-slate-500">{hint}</p>
              </div>
              <Switch
                id={`notify-${id}`}
                checked={enabled[id] ?? true}
                onCheckedChange={(checked) => setEnabled((state) => ({ ...state, [id]: checked }))}
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
