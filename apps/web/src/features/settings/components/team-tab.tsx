import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { formatLimit, UNLIMITED } from '@concierge/shared';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useCan, useCurrentRole } from '@/lib/permissions';
import { teamLoadFailed, useTeam } from '../api/get-team';
import { InviteMemberDialog } from './invite-member-dialog';
import { TeamInvitationsTable } from './team-invitations-table';
import { TeamMembersTable } from './team-members-table';

export function TeamTab() {
  const [inviteOpen, setInviteOpen] = useState(false);
  const team = useTeam();
  const currentRole = useCurrentRole();
  const canManageTeam = useCan('manageTeam');

  if (team.isPending) {
    return (
      <Card aria-busy className="space-y-3 p-6">
        <span className="sr-only">Loading team</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-10 w-full" />
        ))}
      </Card>
    );
  }
  if (team.isError) {
    return (
      <LoadError
        message={errorMessage(team.error, teamLoadFailed)}
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );
  }

  const { members, invitations, seats } = team.data;
  const seatsFull = seats.limit !== UNLIMITED && seats.used >= seats.limit;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <CardTitle>Team Members</CardTitle>
            <CardDescription>
              {seats.used} of {formatLimit(seats.limit)} seats used
              {seatsFull && ' — remove a member or revoke an invitation to invite someone new'}
            </CardDescription>
          </div>
          {canManageTeam && (
            <Button onClick={() => setInviteOpen(true)}>
              <UserPlus className="size-4" aria-hidden />
              Invite Team Member
            </Button>
          )}
        </CardHeader>
        <CardContent className="px-0 pb-0">
          {members.length === 0 ? (
            <div className="flex flex-col items-center px-6 py-12 text-center">
              <Users className="size-6 text-brand-600" aria-hidden />
              <p className="mt-2 text-sm text-slate-500">No team members yet</p>
            </div>
          ) : (
            <TeamMembersTable members={members} currentRole={currentRole} />
          )}
        </CardContent>
        {!canManageTeam && (
          <p className="px-6 py-4 text-sm text-slate-500">
            Only owners and admins can invite members or change roles.
          </p>
        )}
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Invitations</CardTitle>
          <CardDescription>Pending and expired invitations.</CardDescription>
        </CardHeader>
        <CardContent className="px-0 pb-0">
          {invitations.length === 0 ? (
            <p className="px-6 pb-6 text-sm text-slate-500">No pending invitations</p>
          ) : (
            <TeamInvitationsTable invitations={invitations} canManage={canManageTeam} />
          )}
        </CardContent>
      </Card>

      {canManageTeam && <InviteMemberDialog open={inviteOpen} onOpenChange={setInviteOpen} />}
    </div>
  );
}
