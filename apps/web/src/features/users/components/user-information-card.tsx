import type { AppUser } from '@concierge/shared';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';
import { TermsBadge } from './terms-badge';
import { UserStatusBadge } from './user-status-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** SPEC §2 'User Information': what the platform knows about the app user. */
export function UserInformationCard({ user }: { user: AppUser }) {
  return (
    <Card aria-labelledby="user-information-title">
      <CardHeader>
        <CardTitle id="user-information-title">User Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-4">
          <Field label="Username">{user.username}</Field>
          <Field label="Email">{user.email || 'N/A'}</Field>
          <Field label="Phone Number">{user.phonenumber || 'N/A'}</Field>
          <Field label="Status">
            <UserStatusBadge disabled={user.disabled} />
          </Field>
          <Field label="Agreed Terms">
            <TermsBadge agreed={user.agreed_terms} />
          </Field>
          <Field label="Created At">{formatDate(user.created_at) || 'N/A'}</Field>
          <Field label="Session ID">
            <span className="font-mono text-xs">{user.session || 'N/A'}</span>
          </Field>
        </dl>
      </CardContent>
    </Card>
  );
}
