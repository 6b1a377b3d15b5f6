import { Info } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

interface InviteMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const roles = ['viewer', 'editor', 'admin'] as const;

/** SPEC §2: the invitation form exists, but sending is not wired yet; the dialog says so. */
export function InviteMemberDialog({ open, onOpenChange }: InviteMemberDialogProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<(typeof roles)[number]>('viewer');

  const submit = (event: FormEvent) => event.preventDefault();

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite Team Member"
      description="Invite a colleague to help manage your chatbot."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-800">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          Sending invitations is not available yet. No email will be sent.
        </p>
        <FormField label="Email Address">
          {(field) => (
            <Input
              {...field}
              type="email"
              placeholder="colleague@company.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Role">
          {(field) => (
            <Select
              {...field}
              value={role}
              onChange={(event) => setRole(event.target.value as (typeof roles)[number])}
            >
              {roles.map((value) => (
                <option key={value} value={value}>
                  {value[0]?.toUpperCase()}
                  {value.slice(1)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled title="Not available yet">
            Send Invitation
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
