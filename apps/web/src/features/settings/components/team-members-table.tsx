import {
  MEMBERSHIP_ROLES,
  hasPermission,
  roleLabel,
  type TeamMember,
  type TeamRole,
} from '@concierge/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { UserInitials } from '@/components/user-initials';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { Select } from '@/components/ui/select';
import { bodyCell } from '@/components/ui/table-cells';
import { formatDate } from '@/lib/format-date';
import { useChangeMemberRole, useRemoveMember } from '../api/member-actions';

const columns = ['Member', 'Email', 'Role', 'Last active', 'Joined', 'Actions'] as const;

interface TeamMembersTableProps {
  members: TeamMember[];
  /** The signed-in member's role; null while unknown (the server still decides). */
  currentRole: TeamRole | null;
}

/** May the current role change this member? Owners' rows need manageOwners; one's own row never. */
function canManage(currentRole: TeamRole | null, member: TeamMember): boolean {
  if (member.isYou || !hasPermission(currentRole, 'manageTeam')) return false;
  return member.role !== 'owner' || hasPermission(currentRole, 'manageOwners');
}

export function TeamMembersTable({ members, currentRole }: TeamMembersTableProps) {
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  // Only an owner may make someone an owner.
  const assignable = MEMBERSHIP_ROLES.filter(
    (role) => role !== 'owner' || hasPermission(currentRole, 'manageOwners'),
  );

  return (
    <>
      <DataTable caption="Team members" columns={columns}>
        {members.map((member) => {
          const manageable = canManage(currentRole, member);
          return (
            <tr key={member.accountId}>
              <td className={bodyCell}>
                <div className="flex items-center gap-3">
                  <UserInitials name={member.name} />
                  <span className="font-medium text-slate-900">
                    {member.name}
                    {member.isYou && <span className="font-normal text-slate-500"> (you)</span>}
                  </span>
                </div>
              </td>
              <td className={bodyCell}>{member.email}</td>
              <td className={bodyCell}>
                {manageable ? (
                  <Select
                    aria-label={`Role of ${member.name}`}
                    className="h-8 w-32 py-0 text-sm"
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(event) =>
                      changeRole.mutate({
                        accountId: member.accountId,
                        role: event.target.value as TeamRole,
                      })
                    }
                  >
                    {assignable.map((role) => (
                      <option key={role} value={role}>
                        {roleLabel(role)}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <Badge tone={member.role === 'owner' ? 'brand' : 'neutral'}>
                    {roleLabel(member.role)}
                  </Badge>
                )}
              </td>
              <td className={bodyCell}>{formatDate(member.lastActive) || 'Never'}</td>
              <td className={bodyCell}>{formatDate(member.joinedAt)}</td>
              <td className={bodyCell}>
                {manageable && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-600 hover:text-red-700"
                    aria-label={`Remove ${member.name}`}
                    onClick={() => setRemoving(member)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    Remove
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove member?"
        description={
          removing
            ? `${removing.name} (${removing.email}) will lose access to this organization.`
            : undefined
        }
        confirmLabel="Remove"
        loading={remove.isPending}
        onConfirm={() =>
          removing && remove.mutate(removing.accountId, { onSettled: () => setRemoving(null) })
        }
      />
    </>
  );
}
