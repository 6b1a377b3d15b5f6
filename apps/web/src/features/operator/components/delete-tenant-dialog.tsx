import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { DELETE_TENANT_FAILED, useDeleteTenant } from '../api/delete-tenant';

interface DeleteTenantDialogProps {
  tenant: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}

/** Deleting is for good, so the operator types the tenant's exact name first. */
export function DeleteTenantDialog({
  tenant,
  open,
  onOpenChange,
  onDeleted,
}: DeleteTenantDialogProps) {
  const remove = useDeleteTenant();
  const [typed, setTyped] = useState('');
  const matches = typed === tenant.name;

  const changeOpen = (next: boolean) => {
    if (!next) {
      setTyped('');
      remove.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    remove.mutate(
      { id: tenant.id, confirmName: typed },
      {
        onSuccess: () => {
          changeOpen(false);
          onDeleted?.();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={`Delete ${tenant.name}?`}
      description="The organization, its members' access, its knowledge base, bot and conversations are deleted for good. This cannot be undone."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label={`Type ${tenant.name} to confirm`}>
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </FormField>
        {remove.isError && <Alert>{errorMessage(remove.error, DELETE_TENANT_FAILED)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => changeOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!matches} loading={remove.isPending}>
            Delete Tenant
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
