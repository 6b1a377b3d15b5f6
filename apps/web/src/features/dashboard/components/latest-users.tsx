import type { AppUser } from '@concierge/shared';
import { ArrowRight, Mail, Phone, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format-date';
import { storageKeys } from '@/lib/storage-keys';

interface LatestUsersProps {
  users: AppUser[];
  loading?: boolean;
}

function initialOf(user: AppUser): string {
  return (user.username || user.email || '?').trim().charAt(0).toUpperCase() || '?';
}

/** The five newest app users; one opens User Details, which reads it from session storage. */
export function LatestUsers({ users, loading = false }: LatestUsersProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const open = (user: AppUser) => {
    sessionStorage.setItem(storageKeys.selectedUser, JSON.stringify(user));
    void navigate(`/users/${user._id}`);
  };

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader className="flex items-center justify-between gap-4">
        <CardTitle id={titleId}>Latest Users</CardTitle>
        <Link
          to="/users"
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-600 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          View All Users
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </CardHeader>
      <CardContent className="px-3 py-3">
        {loading ? (
          <ul aria-label="Loading latest users" className="space-y-2 px-3">
            {[0, 1, 2].map((row) => (
              <li key={row} className="flex items-center gap-3 py-2">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-3 w-1/3" />
                </div>
              </li>
            ))}
          </ul>
        ) : users.length === 0 ? (
          <p className="flex flex-col items-center gap-2 py-8 text-sm text-slate-500">
            <UserRound className="size-8 text-slate-300" aria-hidden />
            No users yet
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {users.map((user) => (
              <li key={user._id}>
                <button
                  type="button"
                  onClick={() => open(user)}
                  className="flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-3 text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  <span
                    aria-hidden
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
                  >
                    {initialOf(user)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-1.5 truncate text-sm font-medium text-slate-900">
                      <Mail className="size-3.5 shrink-0 text-slate-400" aria-hidden />
                      <span className="truncate">{user.email || 'N/A'}</span>
                    </span>
                    <span className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-500">
                      <Phone className="size-3.5 shrink-0 text-slate-400" aria-hidden />
                      {user.phonenumber || 'N/A'}
                    </span>
                  </span>
                  <span className="shrink-0 text-xs text-slate-500">
                    {formatDate(user.created_at)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
