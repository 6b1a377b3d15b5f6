import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-error';
import { downloadFile } from '@/lib/download-file';
import { STAFF_TOAST_DURATION_MS } from '@/lib/toast-durations';

export const EXPORT_FAILED = 'Failed to export forms';

/** GET /user/get_submitted_forms/export: every form of the organization as a CSV download. */
export function useExportSubmittedForms() {
  return useMutation({
    mutationFn: () => downloadFile('/user/get_submitted_forms/export', 'submitted-forms.csv'),
    meta: { silent: true },
    onError: (error) => {
      toast.error(errorMessage(error, EXPORT_FAILED), { duration: STAFF_TOAST_DURATION_MS });
    },
  });
}
