import type { ChatTurn, SubmittedForm } from '@concierge/shared';
import { MessageSquare } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormCategoryBadge } from '@/components/form-category-badge';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { formatDate } from '@/lib/format-date';
import type { FormLook } from '@/lib/form-look';
import { useCan } from '@/lib/permissions';
import { useLoadSessionChat } from '../api/get-session-chats';
import { useUpdateFormStatus } from '../api/update-form-status';
import { submittedAnswers } from '../form-data-text';
import { ACTION_STATUS, availableActions, type FormAction } from '../form-status';
import { ChatHistoryDrawer } from './chat-history-drawer';
import { ConfirmStatusDialog } from './confirm-status-dialog';
import { FormStatusBadge } from './form-status-badge';
import { SubmittedDataList } from './submitted-data-list';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

interface FormDetailsDrawerProps {
  form: SubmittedForm;
  /** Its colour, action label and current field labels, from the organization's forms. */
  look: FormLook;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * SPEC §2 'Form Details': the submitted values, the form's chat, and the buttons that process or
 * cancel it after a 'Confirm Action'.
 */
export function FormDetailsDrawer({ form, look, open, onOpenChange }: FormDetailsDrawerProps) {
  const sessionChat = useLoadSessionChat();
  const [chat, setChat] = useState<ChatTurn[] | null>(null);
  const [chatOpen, setChatOpen] = useState(false);
  const [pendingAction, setPendingAction] = useState<FormAction | null>(null);
  const updateStatus = useUpdateFormStatus();
  // Processing and cancelling need editContent; a viewer only reads the form.
  const canEdit = useCan('editContent');
  const actions = canEdit ? availableActions(form.status) : [];

  const viewChat = async () => {
    const turns = await sessionChat.load(form.session_id);
    if (turns === null) return;
    setChat(turns);
    setChatOpen(true);
  };

  const confirm = () => {
    if (!pendingAction) return;
    updateStatus.mutate(
      { id: form.id, status: ACTION_STATUS[pendingAction] },
      {
        onSuccess: () => {
          setPendingAction(null);
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <>
      <Drawer
        open={open}
        onOpenChange={onOpenChange}
        title="Form Details"
        footer={
          <>
            <Button
              variant="outline"
              disabled={sessionChat.loading}
              onClick={() => void viewChat()}
            >
              <MessageSquare className="size-4" aria-hidden />
              {sessionChat.loading ? 'Loading...' : 'View Chat'}
            </Button>
            {actions.includes('process') && (
              <Button onClick={() => setPendingAction('process')}>{look.actionLabel}</Button>
            )}
            {actions.includes('cancel') && (
              <Button variant="danger" onClick={() => setPendingAction('cancel')}>
                Cancel
              </Button>
            )}
          </>
        }
      >
        <dl className="grid grid-cols-2 gap-4">
          <Detail label="Category">
            <FormCategoryBadge category={form.category} color={look.badgeColor} />
          </Detail>
          <Detail label="Status">
            <FormStatusBadge status={form.status} />
          </Detail>
          <Detail label="Submitted At">{formatDate(form.submitted_at)}</Detail>
        </dl>
        <h3 className="mt-6 mb-3 text-sm font-semibold text-slate-900">Submitted Data</h3>
        <SubmittedDataList answers={submittedAnswers(look.definition, form.form_data)} />
      </Drawer>
      <ChatHistoryDrawer
        open={chatOpen}
        onOpenChange={setChatOpen}
        sessionId={form.session_id}
        turns={chat ?? []}
      />
      <ConfirmStatusDialog
        action={pendingAction}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPendingAction(null);
        }}
        onConfirm={confirm}
        busy={updateStatus.isPending}
      />
    </>
  );
}
