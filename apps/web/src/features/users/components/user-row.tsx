import type { AppUser } from '@concierge/shared';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { UserInitials } from '@/components/user-initials';
import { formatDate } from '@/lib/format-date';
import { bodyCell } from '@/components/ui/table-cells';
import { TermsBadge } from './terms-badge';
import { UserStatusBadge } from './user-status-badge';

interface UserRowProps {
  user: AppUser;
  onViewDetails: (user: AppUser) => void;
}

/** One app user: who, how to reach them, status, terms, chats, when they arrived. */
export function UserRow({ user, onViewDetails }: UserRowProps) {
  return (
    <tr className="hover:bg-slate-50">
      <td className={bodyCell}>
        <div className="flex items-center gap-3">
          <UserInitials name={user.username} />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{user.username}</p>
            <p className="text-xs text-slate-500">ID: {user._id.slice(-8)}</p>
          </div>
        </div>
      </td>
      <td className={bodyCell} data-label="Contact">
        <p className="truncate">{user.email || 'N/A'}</p>
        <p className="text-xs text-slate-500">{user.phonenumber || 'N/A'}</p>
      </td>
      <td className={bodyCell} data-label="Status">
        <UserStatusBadge disabled={user.disabled} />
      </td>
      <td className={bodyCell} data-label="Terms">
        <TermsBadge agreed={user.agreed_terms} />
      </td>
      <td className={bodyCell} data-label="Chats">
        {user.user_chat_count ?? 0}
      </td>
      <td className={`${bodyCell} whitespace-nowrap`} data-label="Created">
        {formatDate(user.created_at)}
      </td>
      <td className={bodyCell}>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`View Details of ${user.username}`}
          onClick={() => onViewDetails(user)}
        >
          <Eye className="size-4" aria-hidden />
          View Details
        </Button>
      </td>
    </tr>
  );
}
