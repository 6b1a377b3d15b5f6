import type { AppUser } from '@concierge/shared';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/ui/data-table';
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
    <DataTable caption="Users" columns={USER_COLUMNS} busy={busy} stackOnPhone>
      {placeholderRows ??
        users.map((user) => <UserRow key={user._id} user={user} onViewDetails={onViewDetails} />)}
    </DataTable>
  );
}
