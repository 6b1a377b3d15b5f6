import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ACTION_STATUS, type FormAction } from '../form-status';

interface ConfirmStatusDialogProps {
  /** The action to confirm; null keeps the modal closed. */
  action: FormAction | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
}

/** SPEC §2 'Confirm Action' before a form is processed or cancelled. */
export function ConfirmStatusDialog({
  action,
  onOpenChange,
  onConfirm,
  busy,
}: ConfirmStatusDialogProps) {
  const verb = action === 'cancel' ? 'cancel' : 'process';
  const status = ACTION_STATUS[action ?? 'process'];
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!busy) onOpenChange(open);
      }}
      title="Confirm Action"
      description={`Are you sure you want to ${verb} this form?`}
      footer={
        <>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant={action === 'cancel' ? 'danger' : 'primary'}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={onConfirm}
          >
            {busy ? 'Processing...' : action === 'cancel' ? 'Cancel Form' : 'Process Form'}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-600">This action will update the form status to {status}.</p>
    </Dialog>
  );
}
