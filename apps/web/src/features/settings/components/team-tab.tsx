import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InviteMemberDialog } from './invite-member-dialog';

export function TeamTab() {
  const [inviteOpen, setInviteOpen] = useState(false);
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Users className="size-6" aria-hidden />
      </span>
      <h2 className="mt-4 text-base font-semibold text-slate-900">Team</h2>
      <p className="mt-1 max-w-md text-sm text-slate-500">
        Team management is coming in a later release: you will see your team members and their roles
        here.
      </p>
      <Button className="mt-6" onClick={() => setInviteOpen(true)}>
        <UserPlus className="size-4" aria-hidden />
        Invite Team Member
      </Button>
      <InviteMemberDialog open={inviteOpen} onOpenChange={setInviteOpen} />
    </Card>
  );
}
