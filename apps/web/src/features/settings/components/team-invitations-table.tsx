import { roleLabel, type TeamInvitation } from '@concierge/shared';
import { Send, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { bodyCell } from '@/components/ui/table-cells';
import { formatDate } from '@/lib/format-date';
import { useResendInvitation, useRevokeInvitation } from '../api/invitation-actions';

interface TeamInvitationsTableProps {
  invitations: TeamInvitation[];
  /** Resend and Revoke need manageTeam. */
  canManage: boolean;
}

export function TeamInvitationsTable({ invitations, canManage }: TeamInvitationsTableProps) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);
  const columns = ['Email', 'Role', 'Invited by', 'Expires', ...(canManage ? ['Actions'] : [])];

  return (
    <>
      <DataTable caption="Invitations" columns={columns}>
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <td className={bodyCell}>{invitation.email}</td>
            <td className={bodyCell}>{roleLabel(invitation.role)}</td>
            <td className={bodyCell}>{invitation.invitedBy}</td>
            <td className={bodyCell}>
              {invitation.status === 'expired' ? (
                <Badge tone="warning">Expired</Badge>
              ) : (
                formatDate(invitation.expiresAt)
              )}
            </td>
            {canManage && (
              <td className={bodyCell}>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Resend invitation to ${invitation.email}`}
                    loading={resend.isPending && resend.variables === invitation.id}
                    onClick={() => resend.mutate(invitation.id)}
                  >
                    <Send className="size-4" aria-hidden />
                    Resend
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-600 hover:text-red-700"
                    aria-label={`Revoke invitation to ${invitation.email}`}
                    onClick={() => setRevoking(invitation)}
                  >
                    <X className="size-4" aria-hidden />
                    Revoke
                  </Button>
                </div>
              </td>
            )}
          </tr>
        ))}
      </DataTable>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke invitation?"
        description={
          revoking ? `The invitation link sent to ${revoking.email} will stop working.` : undefined
        }
        confirmLabel="Revoke"
        loading={revoke.isPending}
        onConfirm={() =>
          revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })
        }
      />
    </>
  );
}
