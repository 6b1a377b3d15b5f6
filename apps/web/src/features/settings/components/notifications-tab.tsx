import {
  NOTIFICATION_PREFERENCES,
  notificationPreferenceInfo,
  type NotificationPreference,
} from '@concierge/shared';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-error';
import {
  notificationPreferencesLoadFailed,
  useNotificationPreferences,
  useSaveNotificationPreference,
} from '../api/notifications-preferences';

/** SPEC §2 / Issue 7: the member's own four toggles, each saved as soon as it moves. */
export function NotificationsTab() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreference();
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose what you hear about, under the bell and by email.</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <div aria-busy className="space-y-3">
            <span className="sr-only">Loading notification preferences</span>
            {NOTIFICATION_PREFERENCES.map((key) => (
              <Skeleton key={key} className="h-12 w-full" />
            ))}
          </div>
        ) : preferences.isError ? (
          <LoadError
            message={errorMessage(preferences.error, notificationPreferencesLoadFailed)}
            onRetry={() => void preferences.refetch()}
            retrying={preferences.isFetching}
          />
        ) : (
          <ul className="divide-y divide-slate-100">
            {NOTIFICATION_PREFERENCES.map((key) => (
              <PreferenceRow
                key={key}
                preference={key}
                checked={preferences.data[key]}
                onChange={(enabled) => save.mutate({ key, enabled })}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

interface PreferenceRowProps {
  preference: NotificationPreference;
  checked: boolean;
  onChange: (enabled: boolean) => void;
}

function PreferenceRow({ preference, checked, onChange }: PreferenceRowProps) {
  const { label, hint } = notificationPreferenceInfo[preference];
  const id = `notify-${preference}`;
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-500">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        aria-describedby={`${id}-hint`}
        onCheckedChange={onChange}
      />
    </li>
  );
}
