import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-error';
import { downloadFile } from '@/lib/download-file';

export const EXPORT_TENANTS_FAILED = 'Failed to export tenants';

/** GET /operator/tenants/export: every tenant as a CSV download. */
export function useExportTenants() {
  return useMutation({
    mutationFn: () => downloadFile('/operator/tenants/export', 'tenants.csv'),
    meta: { silent: true },
    onError: (error) => {
      toast.error(errorMessage(error, EXPORT_TENANTS_FAILED));
    },
  });
}
