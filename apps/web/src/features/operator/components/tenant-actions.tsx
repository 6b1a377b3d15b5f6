import type { TenantSummary } from '@concierge/shared';
import { Ban, CircleCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSetTenantStatus } from '../api/set-tenant-status';
import { DeleteTenantDialog } from './delete-tenant-dialog';

interface TenantActionsProps {
  tenant: Pick<TenantSummary, 'id' | 'name' | 'status'>;
  /** The detail modal closes once its tenant is gone. */
  onDeleted?: () => void;
}

/** Suspend (asked first) or Activate (at once), and Delete; in a table row and in the modal. */
export function TenantActions({ tenant, onDeleted }: TenantActionsProps) {
  const suspend = useSetTenantStatus('suspend');
  const activate = useSetTenantStatus('activate');
  const [confirmingSuspend, setConfirmingSuspend] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const suspended = tenant.status === 'suspended';

  return (
    <div className="flex flex-wrap items-center gap-2">
      {suspended ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Activate ${tenant.name}`}
          loading={activate.isPending}
          onClick={() => activate.mutate(tenant.id)}
        >
          {!activate.isPending && <CircleCheck className="size-4" aria-hidden />}
          Activate
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Suspend ${tenant.name}`}
          onClick={() => setConfirmingSuspend(true)}
        >
          <Ban className="size-4" aria-hidden />
          Suspend
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        aria-label={`Delete ${tenant.name}`}
        className="text-red-700 hover:bg-red-50"
        onClick={() => setDeleting(true)}
      >
        <Trash2 className="size-4" aria-hidden />
        Delete
      </Button>
      <ConfirmDialog
        open={confirmingSuspend}
        onOpenChange={setConfirmingSuspend}
        title={`Suspend ${tenant.name}?`}
        description="Its members cannot sign in and its chat widget stops answering until you activate the tenant again. Nothing is deleted."
        confirmLabel="Suspend"
        loading={suspend.isPending}
        onConfirm={() =>
          suspend.mutate(tenant.id, { onSettled: () => setConfirmingSuspend(false) })
        }
      />
      <DeleteTenantDialog
        tenant={tenant}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={onDeleted}
      />
    </div>
  );
}
