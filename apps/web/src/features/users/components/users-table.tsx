import type { AppUser } from '@concierge/shared';
import type { ReactNode } from 'react';
import { headerCell } from '@/components/ui/table-cells';
import { USER_COLUMNS } from './table-classes';
import { UserRow } from './user-row';

interface UsersTableProps {
  users: AppUser[];
  onViewDetails: (user: AppUser) => void;
  /** Rows to show instead of users (the loading skeleton). */
  placeholderRows?: ReactNode;
  busy?: boolean;
}

export function UsersTable({ users, onViewDetails, placeholderRows, busy }: UsersTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200" aria-busy={busy || undefined}>
        <caption className="sr-only">Users</caption>
        <thead className="bg-slate-50">
          <tr>
            {USER_COLUMNS.map((column) => (
              <th key={column} scope="col" className={headerCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {placeholderRows ??
            users.map((user) => (
              <UserRow key={user._id} user={user} onViewDetails={onViewDetails} />
            ))}
        </tbody>
      </table>
    </div>
  );
}
