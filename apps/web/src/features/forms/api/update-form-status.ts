import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffMessages, type FormStatus } from '@concierge/shared';
import { toast } from 'sonner';
import { apiEnvelope } from '@/lib/api-client';
import { STAFF_TOAST_DURATION_MS } from '@/lib/toast-durations';
import { formKeys } from './query-keys';

interface UpdateFormStatusInput {
  id: string;
  status: FormStatus;
}

/**
 * PUT /user/update_form_status/{id}: marks a form processed ('True') or cancelled ('False').
 * The toasts are SPEC §8's own texts, shown for 3 s; the list reloads on the same page.
 */
export function useUpdateFormStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: UpdateFormStatusInput) =>
      apiEnvelope<unknown>('PUT', `/user/update_form_status/${encodeURIComponent(id)}`, {
        status,
      }),
    meta: { silent: true },
    onSuccess: (_result, { status }) => {
      toast.success(status === 'True' ? staffMessages.formProcessed : staffMessages.formCancelled, {
        duration: STAFF_TOAST_DURATION_MS,
      });
      return queryClient.invalidateQueries({ queryKey: formKeys.lists() });
    },
    onError: (error) => {
      console.error('Failed to update form status', error);
      toast.error(staffMessages.formStatusFailed, { duration: STAFF_TOAST_DURATION_MS });
    },
  });
}
