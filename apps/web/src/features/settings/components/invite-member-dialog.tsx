import { zodResolver } from '@hookform/resolvers/zod';
import {
  INVITABLE_ROLES,
  inviteMemberSchema,
  roleLabel,
  type InviteMemberInput,
} from '@concierge/shared';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useInviteMember } from '../api/invite-member';

interface InviteMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const emptyInvitation: InviteMemberInput = { email: '', role: 'viewer' };

/** Sends an invitation by e-mail; the server's refusals (already a member, seats full) toast. */
export function InviteMemberDialog({ open, onOpenChange }: InviteMemberDialogProps) {
  const invite = useInviteMember();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteMemberInput>({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: emptyInvitation,
  });

  const close = (next: boolean) => {
    if (!next) reset(emptyInvitation);
    onOpenChange(next);
  };

  const onSubmit = (values: InviteMemberInput) =>
    invite.mutate(values, { onSuccess: () => close(false) });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Invite Team Member"
      description="Invite a colleague to help manage your chatbot."
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <FormField label="Email Address" error={errors.email?.message}>
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="off"
              placeholder="colleague@company.com"
              {...register('email')}
            />
          )}
        </FormField>
        <FormField label="Role" error={errors.role?.message}>
          {(field) => (
            <Select {...field} {...register('role')}>
              {INVITABLE_ROLES.map((value) => (
                <option key={value} value={value}>
                  {roleLabel(value)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={invite.isPending}>
            Send Invitation
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
